/**
 * `npm run icons`: the app icon, drawn here as an SVG (original art: two side cards on a
 * bevelled cantina panel) and rendered by Chromium at every size the installers want.
 * Writes assets/icons/icon.svg, png/<N>x<N>.png (Linux), icon.png (1024), icon.ico (Windows)
 * and icon.icns (macOS). ICO and ICNS simply wrap the PNGs, so no image tools are needed.
 * Needs Debian's /usr/bin/chromium (or PAZAAK_CHROMIUM); the outputs are committed.
 */
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { argsOrExit, noArguments, type Command } from '@tools/cli/usage'

const OUT = resolve(__dirname, '..', 'assets', 'icons')
export const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256] as const
/** ICNS chunk types that hold PNG data, by pixel size. */
const ICNS_TYPES: ReadonlyArray<readonly [string, number]> = [
  ['icp4', 16],
  ['icp5', 32],
  ['icp6', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024],
]

/** The theme's palette (renderer/src/styles/theme.css). */
const C = {
  bg: '#0b1418',
  panel: '#1f3a44',
  frame: '#5fb7c9',
  amber: '#f0c86a',
  text: '#dfe8e6',
  green: '#3c8d3c',
  blue: '#2f6fb5',
}

/** The app icon as SVG on a 1024 grid. */
export function iconSvg(): string {
  // 1024 grid. Bevelled panel, a blue card behind, a green card in front with a plus sign,
  // and an amber round-win light.
  const bevel = 'M176 64 H848 L960 176 V848 L848 960 H176 L64 848 V176 Z'
  const card = (x: number, y: number, fill: string) =>
    `<rect x="${x}" y="${y}" width="360" height="520" rx="44" fill="${fill}" stroke="${C.text}" stroke-opacity="0.85" stroke-width="18"/>` +
    `<rect x="${x + 36}" y="${y + 36}" width="288" height="448" rx="24" fill="none" stroke="${C.bg}" stroke-opacity="0.35" stroke-width="12"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024" width="1024" height="1024">
  <defs>
    <linearGradient id="panel" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${C.panel}"/>
      <stop offset="1" stop-color="${C.bg}"/>
    </linearGradient>
  </defs>
  <path d="${bevel}" fill="url(#panel)" stroke="${C.frame}" stroke-width="28" stroke-linejoin="round"/>
  <g transform="rotate(-14 400 520)">${card(230, 250, C.blue)}</g>
  <g transform="rotate(8 600 520)">
    ${card(420, 250, C.green)}
    <rect x="570" y="390" width="60" height="240" rx="14" fill="${C.text}"/>
    <rect x="480" y="480" width="240" height="60" rx="14" fill="${C.text}"/>
  </g>
  <circle cx="512" cy="870" r="44" fill="${C.amber}" stroke="${C.bg}" stroke-width="10"/>
</svg>
`
}

/** An ICO file whose entries are PNGs (supported since Windows Vista). */
export function icoFromPngs(images: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2) // 1 = icon
  header.writeUInt16LE(images.length, 4)
  const entries: Buffer[] = []
  let offset = 6 + 16 * images.length
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0) // 0 means 256
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    entries.push(entry)
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)])
}

/** An ICNS file made of PNG chunks. */
export function icnsFromPngs(chunks: ReadonlyArray<{ type: string; png: Buffer }>): Buffer {
  const parts = chunks.map(({ type, png }) => {
    const head = Buffer.alloc(8)
    head.write(type, 0, 'latin1')
    head.writeUInt32BE(png.length + 8, 4)
    return Buffer.concat([head, png])
  })
  const body = Buffer.concat(parts)
  const head = Buffer.alloc(8)
  head.write('icns', 0, 'latin1')
  head.writeUInt32BE(body.length + 8, 4)
  return Buffer.concat([head, body])
}

async function main(): Promise<void> {
  const executablePath = process.env.PAZAAK_CHROMIUM ?? '/usr/bin/chromium'
  const svg = iconSvg()
  await mkdir(join(OUT, 'png'), { recursive: true })
  await writeFile(join(OUT, 'icon.svg'), svg)

  const browser = await chromium.launch({
    ...(existsSync(executablePath) ? { executablePath } : {}),
    args: ['--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
  const pngs = new Map<number, Buffer>()
  try {
    for (const size of PNG_SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size } })
      const html = `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`
      await page.setContent(html)
      const png = await page.screenshot({ omitBackground: true, type: 'png' })
      await page.close()
      pngs.set(size, png)
      await writeFile(join(OUT, 'png', `${size}x${size}.png`), png)
    }
  } finally {
    await browser.close()
  }
  const get = (size: number) => pngs.get(size) as Buffer
  await writeFile(join(OUT, 'icon.png'), get(1024))
  await writeFile(
    join(OUT, 'icon.ico'),
    icoFromPngs(ICO_SIZES.map((size) => ({ size, png: get(size) }))),
  )
  await writeFile(
    join(OUT, 'icon.icns'),
    icnsFromPngs(ICNS_TYPES.map(([type, size]) => ({ type, png: get(size) }))),
  )
  console.log(`Icons written to ${OUT}`)
}

/** `npm run icons`: no arguments; `--help` says what it writes. */
export const ICONS: Command<void> = {
  usage:
    'Usage: npm run icons\n' +
    'Renders the app icon into assets/icons/ at every size the installers want (needs Chromium).',
  parse: noArguments,
}

if (require.main === module) {
  argsOrExit(ICONS, process.argv.slice(2))
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
