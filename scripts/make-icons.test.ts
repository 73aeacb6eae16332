import { readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { iconSvg, PNG_SIZES } from './make-icons'

const ICONS = resolve(__dirname, '..', 'assets', 'icons')
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

describe('the committed app icons', () => {
  it('come from the script’s SVG (run `npm run icons` after changing it)', () => {
    expect(readFileSync(join(ICONS, 'icon.svg'), 'utf8')).toBe(iconSvg())
  })

  it('include a PNG of every size, each really that size', () => {
    const files = readdirSync(join(ICONS, 'png')).sort()
    expect(files).toEqual(PNG_SIZES.map((s) => `${s}x${s}.png`).sort())
    for (const size of PNG_SIZES) {
      const png = readFileSync(join(ICONS, 'png', `${size}x${size}.png`))
      expect(pngSize(png)).toEqual({ width: size, height: size })
    }
    expect(pngSize(readFileSync(join(ICONS, 'icon.png')))).toEqual({ width: 1024, height: 1024 })
  })

  it('include a Windows .ico whose entries are PNGs up to 256 px', () => {
    const ico = readFileSync(join(ICONS, 'icon.ico'))
    expect(ico.readUInt16LE(2)).toBe(1)
    const count = ico.readUInt16LE(4)
    const sizes: number[] = []
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i
      const length = ico.readUInt32LE(entry + 8)
      const offset = ico.readUInt32LE(entry + 12)
      const { width } = pngSize(ico.subarray(offset, offset + length))
      sizes.push(width)
      expect(ico.readUInt8(entry) || 256).toBe(width)
    }
    expect(sizes).toContain(256)
    expect(sizes).toContain(16)
  })

  it('include a macOS .icns up to 1024 px', () => {
    const icns = readFileSync(join(ICONS, 'icon.icns'))
    expect(icns.toString('latin1', 0, 4)).toBe('icns')
    expect(icns.readUInt32BE(4)).toBe(icns.length)
    const types: string[] = []
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) {
      types.push(icns.toString('latin1', at, at + 4))
      pngSize(icns.subarray(at + 8, at + 8 + 32))
    }
    expect(types).toContain('ic10')
  })
})
