import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * Two of the table's fades, read from the components' style blocks as console-focus.test.ts
 * reads them: the tests' Vite hands a style over empty, and no test page runs a transition.
 */
const TABLE = join(__dirname, '..', 'renderer', 'src', 'components', 'table')

/** The declarations of the rule in a component's style block whose selector is `selector`. */
function rule(file: string, selector: string): string {
  const text = readFileSync(join(TABLE, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
  const css = text.slice(text.indexOf('<style'))
  const found = [...css.matchAll(/([^{}>]+)\{([^{}]*)\}/g)].find((m) => m[1]!.trim() === selector)
  return found?.[2] ?? ''
}

describe('the main deck under a banner coming in', () => {
  it('goes at once, not fading out while the banner fades in over it', () => {
    // faded together, the deck stood whole over the banner's first faint words
    const covered = rule('TableCentre.vue', '.deck.covered')
    expect(covered).toContain('opacity: 0;')
    expect(covered).toContain('transition: none;')
    // it comes back fading, once the banner has gone
    expect(rule('TableCentre.vue', '.deck')).toMatch(/transition: opacity \d+ms/)
  })
})

describe("the coach's notes, one update's page giving way to the next's", () => {
  it('fade out, and only then the new ones in: never two pages of words drawn over each other', () => {
    const leave = /transition: opacity (\d+)ms ease-in;/.exec(
      rule('CoachPanel.vue', '.page-leave-active'),
    )
    const enter = /transition: opacity (\d+)ms ease-out;/.exec(
      rule('CoachPanel.vue', '.page-enter-active'),
    )
    // the old words go fast; the new page is put in once they have gone (the Transition's
    // out-in, CoachPanel.test.ts), with no delay of its own that would leave the box blank
    expect(Number(leave?.[1])).toBeLessThan(Number(enter?.[1]))
  })
})
