import { describe, expect, it } from 'vitest'
import en from '@/i18n/messages/en/table'
import de from '@/i18n/messages/de/table'

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  )
}

describe('the table strings', () => {
  it('has every English string in German too, with the same placeholders', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort())
    const at = (tree: object, path: string) =>
      path.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], tree)
    for (const key of keys(en)) {
      const holes = (s: unknown) => [...String(s).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
      expect(holes(at(de, key)), key).toEqual(holes(at(en, key)))
    }
  })
})
