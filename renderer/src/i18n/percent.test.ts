import { describe, expect, it } from 'vitest'
import { FILES } from './index'

type Tree = { readonly [key: string]: string | Tree }

const strings = (tree: Tree): string[] =>
  Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : strings(v)))

describe('German per cent signs', () => {
  it('never stand on a new line: a no-break space joins them to their number', () => {
    const german = (FILES.de as unknown as Tree[]).flatMap(strings)
    expect(german.length).toBeGreaterThan(100)
    for (const text of german) expect(text, text).not.toMatch(/\S %/)
  })
})
