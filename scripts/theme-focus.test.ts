import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * Where the keyboard is, as the theme draws it, read from the files as theme-colours.test.ts
 * reads them: the tests' Vite hands a style sheet over empty. A keyboard player found a gold
 * button's focus no brighter than its own frame, an off button still ringed as if ready, a
 * scrolling box's ring hidden under its rows, and the notices bright over a dialog.
 */
const RENDERER = join(__dirname, '..', 'renderer', 'src')
const theme = readFileSync(join(RENDERER, 'styles', 'theme.css'), 'utf8')
const plain = theme.replace(/\/\*[\s\S]*?\*\//g, '')
const component = (path: string): string =>
  readFileSync(join(RENDERER, 'components', path), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

/** The declarations of the first rule whose selector is exactly `selector` (outside @media). */
function rule(selector: string, from = plain): string {
  let at = from.indexOf(`\n${selector} {`)
  // not the tail of a longer list of selectors (`.bevelled,\n.btn,\n.console-button`)
  while (at > 0 && from[at - 1] === ',') at = from.indexOf(`\n${selector} {`, at + 1)
  if (at < 0) return ''
  return from.slice(at + selector.length + 3, from.indexOf('\n}', at))
}

/** A property's value in a rule's declarations, spaces collapsed. */
const value = (body: string, property: string): string =>
  (new RegExp(`(?:^|[;\\s])${property}:\\s*([^;]*);`).exec(body)?.[1] ?? '').replace(/\s+/g, ' ')

describe('the notices', () => {
  it('lie under a dialog’s backdrop, dimmed with the screen', () => {
    const layer = (source: string, selector: string): number =>
      Number(value(rule(selector, source.slice(source.indexOf('<style'))), 'z-index'))
    const notices = layer(component('ui/NoticeStack.vue'), '.notices')
    const backdrop = layer(component('ui/ModalFrame.vue'), '.backdrop')
    expect(notices).toBeGreaterThan(1)
    expect(backdrop).toBeGreaterThan(notices)
  })
})
