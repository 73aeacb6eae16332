import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'
import { OPPONENTS } from './content'
import { portraitSvg } from './portrait'
import type { PortraitSpec } from './types'

describe('portraitSvg', () => {
  const window = new Window()
  it('draws every opponent as a well-formed, self-contained SVG', () => {
    for (const o of OPPONENTS) {
      const svg = portraitSvg(o.portrait)
      const doc = new window.DOMParser().parseFromString(svg, 'image/svg+xml')
      expect(doc.querySelector('parsererror'), o.id).toBeNull()
      expect(doc.documentElement.tagName.toLowerCase()).toBe('svg')
      expect(doc.documentElement.children.length).toBeGreaterThan(10)
    }
  })

  it('is safe under a strict CSP: no scripts, styles, links, ids or url()', () => {
    for (const o of OPPONENTS) {
      const svg = portraitSvg(o.portrait)
      expect(svg).not.toMatch(/<script|<style|style=|href|url\(|\bon[a-z]+=|\bid=/i)
    }
  })

  it('gives different opponents different faces', () => {
    const faces = new Set(OPPONENTS.map((o) => portraitSvg(o.portrait)))
    expect(faces.size).toBe(OPPONENTS.length)
  })

  it('never lets a spec smuggle markup in through a colour', () => {
    const spec = {
      species: 'human',
      skin: '"/><script>alert(1)</script>',
      accent: 'url(https://example.com)',
      feature: 2,
    } as PortraitSpec
    const svg = portraitSvg(spec)
    expect(svg).not.toContain('script')
    expect(svg).not.toContain('example.com')
  })
})
