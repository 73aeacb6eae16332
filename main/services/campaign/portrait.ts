import type { PortraitSpec } from './types'

/**
 * Opponent portraits drawn as SVG text from a small spec: no image files, no external
 * references, no ids (several portraits share one page), no scripts and no style attributes,
 * so they are safe to inline under a strict Content Security Policy.
 */

const WIDTH = 160
const HEIGHT = 200

type Shape = string

/** Colours come from content, but a portrait must never carry anything but a colour. */
function safeColour(value: string, fallback: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(value) ? value.toLowerCase() : fallback
}

/** A colour moved toward black (amount < 0) or white (amount > 0), for shading without gradients. */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number): number => {
    const c = (n >> shift) & 0xff
    const target = amount < 0 ? 0 : 255
    return Math.round(c + (target - c) * Math.min(1, Math.abs(amount)))
  }
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`
}

const el = (name: string, attrs: Record<string, string | number>): Shape =>
  `<${name} ${Object.entries(attrs)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ')}/>`

const path = (d: string, fill: string, extra: Record<string, string | number> = {}): Shape =>
  el('path', { d, fill, ...extra })

const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Record<string, string | number> = {},
): Shape => el('ellipse', { cx, cy, rx, ry, fill, ...extra })

interface Face {
  skin: string
  accent: string
  feature: number
  dark: string
  light: string
}

function backdrop(accent: string): Shape[] {
  return [
    el('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, fill: '#0b1418' }),
    ellipse(80, 92, 70, 80, shade(accent, -0.75), { opacity: 0.8 }),
    // scan lines: the hologram look of the old game's menus
    ...Array.from({ length: 20 }, (_, i) =>
      el('rect', { x: 0, y: i * 10 + 4, width: WIDTH, height: 1, fill: '#5fb7c9', opacity: 0.06 }),
    ),
  ]
}

function shoulders(face: Face): Shape[] {
  const cloth = face.accent
  return [
    path('M20 200 C24 160 48 146 80 146 C112 146 136 160 140 200 Z', shade(cloth, -0.35)),
    path('M58 150 L80 178 L102 150 C96 147 88 146 80 146 C72 146 64 147 58 150 Z', cloth),
    path('M68 128 L92 128 L94 152 L80 160 L66 152 Z', shade(face.skin, -0.2)),
  ]
}

function eyes(y: number, spread: number, r: number, iris: string, pupil = '#0b1418'): Shape[] {
  return [80 - spread, 80 + spread].flatMap((x) => [
    ellipse(x, y, r + 1.5, r, '#f4efe4'),
    ellipse(x, y, r * 0.7, r * 0.7, iris),
    ellipse(x, y, r * 0.32, r * 0.32, pupil),
  ])
}

function mouth(y: number, width: number, colour: string, smile: number): Shape {
  return path(`M${80 - width} ${y} Q80 ${y + smile} ${80 + width} ${y}`, 'none', {
    stroke: colour,
    'stroke-width': 2.2,
    'stroke-linecap': 'round',
  })
}

function human(face: Face): Shape[] {
  const hair =
    ['#2a1d14', '#6b4423', '#c9a26b', '#9a9a9a', '#1a1a1a'][face.feature % 5] ?? '#2a1d14'
  const style = face.feature % 4
  const out: Shape[] = []
  if (style === 1)
    out.push(path('M44 80 C40 130 48 150 56 150 L104 150 C112 150 120 130 116 80 Z', hair))
  out.push(ellipse(47, 92, 6, 10, face.dark), ellipse(113, 92, 6, 10, face.dark))
  out.push(ellipse(80, 88, 34, 44, face.skin))
  out.push(ellipse(80, 118, 22, 12, face.dark, { opacity: 0.25 }))
  if (style === 2) out.push(ellipse(80, 40, 14, 10, hair))
  if (style !== 3)
    out.push(path('M46 82 C44 48 116 48 114 82 C106 64 92 58 80 58 C66 58 54 64 46 82 Z', hair))
  else out.push(path('M60 116 C64 136 96 136 100 116 C94 128 66 128 60 116 Z', hair))
  out.push(...eyes(88, 13, 4.5, shade(face.accent, -0.2)))
  out.push(path('M80 92 L76 106 L82 106', 'none', { stroke: face.dark, 'stroke-width': 2 }))
  out.push(mouth(116, 9, shade(face.skin, -0.45), face.feature % 3 === 0 ? 4 : -1))
  if (face.feature % 2 === 1)
    out.push(path('M100 96 L108 112', 'none', { stroke: face.light, 'stroke-width': 1.5 }))
  return out
}

function tailed(face: Face): Shape[] {
  const band = face.accent
  return [
    path('M58 70 C30 100 30 150 44 196 L58 196 C52 150 58 112 70 84 Z', face.dark),
    path('M102 70 C130 100 134 140 124 186 L112 186 C116 140 106 110 90 84 Z', face.dark),
    el('rect', { x: 42, y: 150, width: 16, height: 6, fill: band }),
    ellipse(80, 86, 32, 44, face.skin),
    path('M50 66 C60 44 100 44 110 66 C96 58 64 58 50 66 Z', band),
    ...eyes(88, 12, 4.5, shade(face.accent, -0.3)),
    path('M80 92 L77 104 L82 104', 'none', { stroke: face.dark, 'stroke-width': 2 }),
    mouth(114, 8, shade(face.skin, -0.45), 3),
  ]
}

function bigeye(face: Face): Shape[] {
  const spikes = 3 + (face.feature % 3)
  const out: Shape[] = []
  for (let i = 0; i < spikes; i++) {
    const x = 56 + (48 / (spikes - 1)) * i
    out.push(path(`M${x - 5} 56 L${x} ${38 - (i % 2) * 6} L${x + 5} 56 Z`, face.dark))
  }
  out.push(
    ellipse(80, 84, 34, 40, face.skin),
    path('M70 104 C72 126 88 126 90 104 Z', face.skin),
    ellipse(80, 122, 6, 4, face.dark),
    ellipse(62, 82, 12, 14, '#0b1418'),
    ellipse(98, 82, 12, 14, '#0b1418'),
    ellipse(58, 77, 3, 3, face.light, { opacity: 0.8 }),
    ellipse(94, 77, 3, 3, face.light, { opacity: 0.8 }),
    ellipse(50, 96, 3, 6, face.accent),
  )
  return out
}

function droid(face: Face): Shape[] {
  const metal = face.skin
  const out: Shape[] = [
    el('rect', { x: 77, y: 20, width: 6, height: 24, fill: shade(metal, -0.4) }),
    ellipse(80, 20, 5, 5, face.accent),
    el('rect', { x: 48, y: 44, width: 64, height: 84, rx: 12, fill: metal }),
    el('rect', { x: 48, y: 44, width: 64, height: 14, rx: 6, fill: shade(metal, 0.25) }),
    el('rect', { x: 56, y: 72, width: 48, height: 18, rx: 9, fill: '#0b1418' }),
    ellipse(68, 81, 5, 5, face.accent),
    ellipse(92, 81, 5, 5, face.accent),
  ]
  for (let i = 0; i < 4; i++) {
    out.push(el('rect', { x: 62, y: 102 + i * 5, width: 36, height: 2, fill: shade(metal, -0.5) }))
  }
  if (face.feature % 2 === 0) out.push(ellipse(106, 60, 3, 3, '#b53a32'))
  return out
}

function horned(face: Face): Shape[] {
  const horns = 4 + (face.feature % 4)
  const out: Shape[] = [ellipse(80, 88, 34, 44, face.skin)]
  for (let i = 0; i < horns; i++) {
    const angle = Math.PI * (0.2 + (0.6 * i) / (horns - 1))
    const x = 80 - Math.cos(angle) * 28
    const y = 80 - Math.sin(angle) * 40
    out.push(path(`M${x - 3} ${y + 3} L${x} ${y - 7} L${x + 3} ${y + 3} Z`, face.light))
  }
  // facial markings in the accent colour
  out.push(
    path('M58 70 L66 98 M102 70 L94 98 M80 110 L80 128', 'none', {
      stroke: face.accent,
      'stroke-width': 3,
      opacity: 0.85,
    }),
  )
  out.push(...eyes(88, 13, 4.5, '#d8a23a'))
  out.push(path('M80 92 L76 106 L82 106', 'none', { stroke: face.dark, 'stroke-width': 2 }))
  out.push(mouth(118, 9, shade(face.skin, -0.5), -2))
  return out
}

function scaled(face: Face): Shape[] {
  const out: Shape[] = [
    path('M44 90 C44 50 116 50 116 90 C116 120 104 134 80 134 C56 134 44 120 44 90 Z', face.skin),
    path('M54 108 C62 124 98 124 106 108 C98 132 62 132 54 108 Z', face.dark),
  ]
  for (let i = 0; i < 12; i++) {
    const x = 54 + ((i * 37) % 52)
    const y = 62 + ((i * 23) % 30)
    out.push(ellipse(x, y, 2.5, 2, face.dark, { opacity: 0.6 }))
  }
  for (const x of [64, 96]) {
    out.push(ellipse(x, 88, 7, 6, '#d8a23a'), ellipse(x, 88, 1.6, 5, '#0b1418'))
  }
  out.push(ellipse(74, 104, 2, 1.5, face.dark), ellipse(86, 104, 2, 1.5, face.dark))
  if (face.feature % 2 === 1) out.push(path('M44 82 L30 74 L44 94 Z', face.accent))
  return out
}

function domed(face: Face): Shape[] {
  return [
    ellipse(80, 72, 46, 48, face.skin),
    ellipse(80, 112, 24, 22, face.skin),
    path('M50 56 C62 48 98 48 110 56 M46 70 C62 62 98 62 114 70', 'none', {
      stroke: face.dark,
      'stroke-width': 1.6,
      opacity: 0.6,
    }),
    ellipse(64, 92, 10, 8, '#0b1418'),
    ellipse(96, 92, 10, 8, '#0b1418'),
    ellipse(61, 89, 2.5, 2, face.light, { opacity: 0.8 }),
    ellipse(93, 89, 2.5, 2, face.light, { opacity: 0.8 }),
    path('M70 120 C74 126 86 126 90 120', 'none', { stroke: face.dark, 'stroke-width': 2 }),
    ...(face.feature % 2 === 0
      ? [el('rect', { x: 56, y: 136, width: 48, height: 6, fill: face.accent })]
      : []),
  ]
}

function longhead(face: Face): Shape[] {
  return [
    path('M50 60 C50 30 110 30 110 60 L104 116 C100 134 60 134 56 116 Z', face.skin),
    path('M80 34 L80 70', 'none', { stroke: face.dark, 'stroke-width': 3, opacity: 0.5 }),
    ellipse(64, 86, 11, 8, '#9b1c1c'),
    ellipse(96, 86, 11, 8, '#9b1c1c'),
    ellipse(64, 86, 4, 4, '#0b1418'),
    ellipse(96, 86, 4, 4, '#0b1418'),
    path('M70 118 L90 118', 'none', { stroke: face.dark, 'stroke-width': 2.5 }),
    ...(face.feature % 3 === 0 ? [path('M40 40 L120 40 L112 50 L48 50 Z', face.accent)] : []),
  ]
}

const DRAW: Record<PortraitSpec['species'], (face: Face) => Shape[]> = {
  human,
  droid,
  horned,
  tailed,
  bigeye,
  scaled,
  domed,
  longhead,
}

/** The opponent's portrait as a self-contained SVG document. */
export function portraitSvg(spec: PortraitSpec): string {
  const skin = safeColour(spec.skin, '#c48a62')
  const accent = safeColour(spec.accent, '#5fb7c9')
  const face: Face = {
    skin,
    accent,
    feature: Number.isInteger(spec.feature) && spec.feature >= 0 ? spec.feature : 0,
    dark: shade(skin, -0.45),
    light: shade(skin, 0.5),
  }
  const draw = DRAW[spec.species] ?? human
  const body = [
    ...backdrop(accent),
    ...shoulders(face),
    ...draw(face),
    // the frame: thin cyan with bevelled corners, as the menus have
    path('M8 2 L152 2 L158 8 L158 192 L152 198 L8 198 L2 192 L2 8 Z', 'none', {
      stroke: '#5fb7c9',
      'stroke-width': 2,
    }),
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img">${body.join('')}</svg>`
}
