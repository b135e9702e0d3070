import sharp from 'sharp'

/**
 * Generative demo artwork, drawn as SVG and rendered with sharp. Everything is
 * derived from a seeded PRNG, so the same seed always gives the same picture.
 */

export const palette = {
  brand: '#2EE6A8',
  ink: '#0B0D0C',
  light: '#F2F1EC',
  /** Second colours, one per piece. */
  coral: '#FF6B3D',
  violet: '#7C5CFF',
  amber: '#FFC857',
  sky: '#3DA5FF',
  rose: '#FF4F9A',
  bone: '#E8E2D0',
  teal: '#1FB5C9',
} as const

export type ArtStyle = 'orbits' | 'grid' | 'waves' | 'bands' | 'constellation' | 'mosaic'
export type IconMotif = 'identity' | 'installation' | 'digital' | 'games'

export type ArtSpec =
  | {
      kind: 'cover' | 'gallery' | 'product' | 'share'
      style: ArtStyle
      accent: string
      seed: string
      title?: string
      subtitle?: string
    }
  | { kind: 'portrait'; accent: string; seed: string }
  | { kind: 'logo'; accent: string; seed: string; label: string }
  | { kind: 'icon'; accent: string; seed: string; motif: IconMotif }

export interface RenderedImage {
  data: Buffer
  mimetype: 'image/jpeg' | 'image/png'
  extension: 'jpg' | 'png'
  width: number
  height: number
  /** Dominant colour, for placeholders. */
  color: string
}

const sizes = {
  cover: [1920, 1080],
  gallery: [1600, 1000],
  product: [1600, 900],
  share: [1200, 630],
  portrait: [800, 800],
  logo: [600, 300],
  icon: [512, 512],
} as const

// ---------------------------------------------------------------- randomness

function hash(input: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

interface Rng {
  (): number
  range(min: number, max: number): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
}

/** mulberry32: small, fast and good enough for pictures. */
function createRng(seed: string): Rng {
  let state = hash(seed)
  const next = (() => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }) as Rng
  next.range = (min, max) => min + next() * (max - min)
  next.int = (min, max) => Math.floor(next.range(min, max + 1))
  next.pick = (items) => items[Math.floor(next() * items.length)]
  next.chance = (p) => next() < p
  return next
}

// ---------------------------------------------------------------- svg helpers

const n = (value: number): string => (Math.round(value * 10) / 10).toString()
/** Opacity with two decimals. */
const o = (value: number): string => (Math.round(value * 100) / 100).toString()

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

const fontStack = "'DejaVu Sans', 'Liberation Sans', Helvetica, Arial, sans-serif"

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}

/** Dark gradient ground, a coloured glow and a film grain of tiny dots. */
function ground(rng: Rng, w: number, h: number, accent: string): string {
  const bases = ['#0B0D0C', '#0D1110', '#0E1014', '#100E0D'] as const
  const base = rng.pick(bases)
  const gx = n(rng.range(0.15, 0.85) * 100)
  const gy = n(rng.range(0.15, 0.85) * 100)
  let grain = ''
  const dots = Math.round((w * h) / 2600)
  for (let i = 0; i < dots; i++) {
    grain += `<rect x="${n(rng() * w)}" y="${n(rng() * h)}" width="1.5" height="1.5" fill="#fff" fill-opacity="${o(rng.range(0.02, 0.09))}"/>`
  }
  return (
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="#161A19"/></linearGradient>` +
    `<radialGradient id="glow" cx="${gx}%" cy="${gy}%" r="60%"><stop offset="0" stop-color="${accent}" stop-opacity="0.28"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glow2" cx="${n(100 - Number(gx))}%" cy="${n(100 - Number(gy))}%" r="45%"><stop offset="0" stop-color="${palette.brand}" stop-opacity="0.16"/><stop offset="1" stop-color="${palette.brand}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="duo" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.brand}"/><stop offset="1" stop-color="${accent}"/></linearGradient>` +
    `</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#glow)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#glow2)"/>` +
    `<g>${grain}</g>`
  )
}

// ---------------------------------------------------------------- compositions

function orbits(rng: Rng, w: number, h: number, accent: string): string {
  const cx = rng.range(0.3, 0.7) * w
  const cy = rng.range(0.3, 0.7) * h
  const rings = rng.int(9, 14)
  const step = Math.max(w, h) * rng.range(0.045, 0.06)
  let out = ''
  for (let i = 1; i <= rings; i++) {
    const r = i * step
    const color = i % 3 === 0 ? accent : palette.brand
    const dash = rng.chance(0.5) ? ` stroke-dasharray="${n(rng.range(2, 40))} ${n(rng.range(6, 30))}"` : ''
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${color}" stroke-width="${n(rng.range(1, 3.5))}" stroke-opacity="${o(rng.range(0.25, 0.8))}"${dash}/>`
    if (rng.chance(0.6)) {
      const a = rng() * Math.PI * 2
      const pr = rng.range(4, 16) * (w / 1920)
      out += `<circle cx="${n(cx + Math.cos(a) * r)}" cy="${n(cy + Math.sin(a) * r)}" r="${n(pr)}" fill="${rng.chance(0.5) ? accent : palette.brand}"/>`
    }
  }
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(step * 0.6)}" fill="url(#duo)"/>`
  return out
}

function grid(rng: Rng, w: number, h: number, accent: string): string {
  const cols = rng.int(18, 26)
  const cell = w / cols
  const rows = Math.ceil(h / cell)
  const fx = rng.range(0.2, 0.8) * w
  const fy = rng.range(0.2, 0.8) * h
  const reach = Math.hypot(w, h) * 0.55
  let out = ''
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const px = x * cell + cell / 2
      const py = y * cell + cell / 2
      const near = Math.max(0, 1 - Math.hypot(px - fx, py - fy) / reach)
      const r = (cell / 2) * (0.08 + near * near * rng.range(0.6, 0.95))
      const color = rng.chance(0.18 + near * 0.3) ? accent : palette.brand
      if (rng.chance(0.12)) {
        out += `<rect x="${n(px - r)}" y="${n(py - r)}" width="${n(r * 2)}" height="${n(r * 2)}" fill="none" stroke="${color}" stroke-width="1.5" stroke-opacity="${o(0.3 + near * 0.6)}"/>`
      } else {
        out += `<circle cx="${n(px)}" cy="${n(py)}" r="${n(r)}" fill="${color}" fill-opacity="${o(0.15 + near * 0.8)}"/>`
      }
    }
  }
  return out
}

function waves(rng: Rng, w: number, h: number, accent: string): string {
  const lines = rng.int(26, 38)
  const freq = rng.range(1.2, 3.2)
  const amp = h * rng.range(0.05, 0.12)
  const drift = rng.range(0.05, 0.18)
  let out = ''
  for (let i = 0; i < lines; i++) {
    const baseY = h * 0.12 + (i / lines) * h * 0.8
    let d = ''
    for (let s = 0; s <= 48; s++) {
      const x = (s / 48) * w
      const t = (s / 48) * Math.PI * 2 * freq
      const y = baseY + Math.sin(t + i * drift) * amp * Math.sin((i / lines) * Math.PI + 0.3)
      d += `${s === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`
    }
    const color = i % 5 === 0 ? accent : 'url(#duo)'
    out += `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(rng.range(1, 2.6))}" stroke-opacity="${o(rng.range(0.35, 0.9))}"/>`
  }
  return out
}

function bands(rng: Rng, w: number, h: number, accent: string): string {
  const angle = rng.range(-35, -15)
  const count = rng.int(10, 16)
  const span = Math.hypot(w, h) * 1.2
  let out = `<g transform="rotate(${n(angle)} ${n(w / 2)} ${n(h / 2)})">`
  let x = -span / 2 + w / 2
  for (let i = 0; i < count; i++) {
    const bw = rng.range(span / 60, span / 14)
    const color = rng.chance(0.35) ? accent : palette.brand
    if (rng.chance(0.7)) {
      out += `<rect x="${n(x)}" y="${n(-span / 2 + h / 2)}" width="${n(bw)}" height="${n(span)}" fill="${color}" fill-opacity="${o(rng.range(0.08, 0.6))}"/>`
    }
    x += bw + rng.range(span / 80, span / 20)
  }
  out += '</g>'
  // A single bright seam across the composition.
  out += `<line x1="0" y1="${n(rng.range(0.3, 0.7) * h)}" x2="${w}" y2="${n(rng.range(0.3, 0.7) * h)}" stroke="url(#duo)" stroke-width="3"/>`
  return out
}

function constellation(rng: Rng, w: number, h: number, accent: string): string {
  const count = rng.int(80, 110)
  const points = Array.from({ length: count }, () => ({ x: rng() * w, y: rng() * h, big: rng.chance(0.14) }))
  const limit = Math.min(w, h) * 0.2
  let lines = ''
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      const d = Math.hypot(points[i].x - points[j].x, points[i].y - points[j].y)
      if (d < limit) {
        lines += `<line x1="${n(points[i].x)}" y1="${n(points[i].y)}" x2="${n(points[j].x)}" y2="${n(points[j].y)}" stroke="${palette.brand}" stroke-width="1.2" stroke-opacity="${o((1 - d / limit) * 0.75)}"/>`
      }
    }
  }
  let dots = ''
  for (const point of points) {
    const r = point.big ? rng.range(6, 12) : rng.range(2, 4)
    const color = point.big ? accent : palette.light
    if (point.big)
      dots += `<circle cx="${n(point.x)}" cy="${n(point.y)}" r="${n(r * 3)}" fill="${color}" fill-opacity="0.15"/>`
    dots += `<circle cx="${n(point.x)}" cy="${n(point.y)}" r="${n(r)}" fill="${color}"/>`
  }
  return lines + dots
}

function mosaic(rng: Rng, w: number, h: number, accent: string): string {
  const cols = rng.int(10, 14)
  const cell = w / cols
  const rows = Math.ceil(h / cell)
  let out = ''
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      const x0 = x * cell
      const y0 = y * cell
      const roll = rng()
      const color = rng.chance(0.3) ? accent : palette.brand
      const opacity = o(rng.range(0.1, 0.75))
      if (roll < 0.3) {
        const corner = rng.int(0, 3)
        const pts = [
          [x0, y0],
          [x0 + cell, y0],
          [x0 + cell, y0 + cell],
          [x0, y0 + cell],
        ].filter((_, i) => i !== corner)
        out += `<polygon points="${pts.map(([px, py]) => `${n(px)},${n(py)}`).join(' ')}" fill="${color}" fill-opacity="${opacity}"/>`
      } else if (roll < 0.5) {
        // A quarter disc centred on one corner of the cell.
        const dx = rng.chance(0.5) ? 1 : -1
        const dy = rng.chance(0.5) ? 1 : -1
        const cx = dx > 0 ? x0 : x0 + cell
        const cy = dy > 0 ? y0 : y0 + cell
        const sweep = dx * dy > 0 ? 1 : 0
        out += `<path d="M${n(cx)} ${n(cy)}L${n(cx + dx * cell)} ${n(cy)}A${n(cell)} ${n(cell)} 0 0 ${sweep} ${n(cx)} ${n(cy + dy * cell)}Z" fill="${color}" fill-opacity="${opacity}"/>`
      } else if (roll < 0.62) {
        out += `<rect x="${n(x0 + cell * 0.2)}" y="${n(y0 + cell * 0.2)}" width="${n(cell * 0.6)}" height="${n(cell * 0.6)}" fill="none" stroke="${color}" stroke-width="2" stroke-opacity="${opacity}"/>`
      }
    }
  }
  return out
}

const compositions: Record<ArtStyle, (rng: Rng, w: number, h: number, accent: string) => string> = {
  orbits,
  grid,
  waves,
  bands,
  constellation,
  mosaic,
}

/** An abstract "portrait": head and shoulders built from lines and a pattern. */
function portrait(rng: Rng, w: number, h: number, accent: string): string {
  const cx = w / 2 + rng.range(-40, 40)
  const headY = h * rng.range(0.36, 0.42)
  const headR = w * rng.range(0.16, 0.2)
  const shoulderY = h * 0.98
  const shoulderR = w * rng.range(0.36, 0.42)
  const pattern = rng.pick(['stripes', 'dots', 'rings'] as const)
  let fill = ''
  if (pattern === 'stripes') {
    for (let y = 0; y < h; y += 14)
      fill += `<rect x="0" y="${y}" width="${w}" height="6" fill="${accent}" fill-opacity="0.55"/>`
  } else if (pattern === 'dots') {
    for (let y = 8; y < h; y += 20)
      for (let x = 8; x < w; x += 20)
        fill += `<circle cx="${x}" cy="${y}" r="4.5" fill="${accent}" fill-opacity="0.6"/>`
  } else {
    for (let r = 12; r < w; r += 18)
      fill += `<circle cx="${n(cx)}" cy="${n(headY)}" r="${r}" fill="none" stroke="${accent}" stroke-width="5" stroke-opacity="0.5"/>`
  }
  const tilt = rng.range(-8, 8)
  return (
    `<defs><clipPath id="figure"><circle cx="${n(cx)}" cy="${n(headY)}" r="${n(headR)}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(shoulderY)}" rx="${n(shoulderR)}" ry="${n(h * 0.3)}"/></clipPath></defs>` +
    `<g clip-path="url(#figure)"><rect width="${w}" height="${h}" fill="url(#duo)" fill-opacity="0.85"/>${fill}</g>` +
    `<g transform="rotate(${n(tilt)} ${n(cx)} ${n(headY)})"><circle cx="${n(cx)}" cy="${n(headY)}" r="${n(headR + 18)}" fill="none" stroke="${palette.light}" stroke-width="2" stroke-opacity="0.55" stroke-dasharray="${n(rng.range(4, 18))} ${n(rng.range(8, 22))}"/></g>` +
    `<circle cx="${n(cx + headR * rng.range(0.9, 1.4))}" cy="${n(headY - headR * rng.range(0.6, 1.1))}" r="${n(rng.range(8, 16))}" fill="${palette.brand}"/>`
  )
}

/** A wordmark: a small geometric symbol and the name, light on transparent. */
function logo(rng: Rng, w: number, h: number, accent: string, label: string): string {
  const markSize = 76
  const mx = 40
  const my = (h - markSize) / 2
  const fg = palette.light
  const shape = rng.int(0, 4)
  let mark = ''
  const c = { x: mx + markSize / 2, y: my + markSize / 2 }
  if (shape === 0) {
    mark = `<circle cx="${c.x}" cy="${c.y}" r="${markSize / 2}" fill="none" stroke="${fg}" stroke-width="8"/><circle cx="${c.x + 14}" cy="${c.y - 14}" r="11" fill="${accent}"/>`
  } else if (shape === 1) {
    mark = `<polygon points="${c.x},${my} ${mx + markSize},${my + markSize} ${mx},${my + markSize}" fill="${fg}"/><circle cx="${c.x}" cy="${my + markSize * 0.68}" r="10" fill="${accent}"/>`
  } else if (shape === 2) {
    mark = `<rect x="${mx}" y="${my}" width="${markSize}" height="${markSize}" rx="16" fill="${fg}"/><rect x="${mx + 20}" y="${my + 20}" width="${markSize - 40}" height="${markSize - 40}" rx="6" fill="${accent}"/>`
  } else if (shape === 3) {
    mark = [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${mx + i * 28}" y="${my + (2 - i) * 14}" width="18" height="${markSize - (2 - i) * 14}" rx="4" fill="${i === 2 ? accent : fg}"/>`,
      )
      .join('')
  } else {
    mark = `<path d="M${mx} ${my + markSize} A${markSize / 2} ${markSize / 2} 0 0 1 ${mx + markSize} ${my + markSize}" fill="none" stroke="${fg}" stroke-width="9"/><path d="M${mx + 14} ${my + markSize} A${markSize / 2 - 14} ${markSize / 2 - 14} 0 0 1 ${mx + markSize - 14} ${my + markSize}" fill="none" stroke="${accent}" stroke-width="9"/><circle cx="${c.x}" cy="${my + 12}" r="10" fill="${fg}"/>`
  }
  const available = w - (mx + markSize + 30) - 24
  const size = Math.min(52, available / (0.62 * label.length))
  const textX = mx + markSize + 30
  const weight = rng.pick(['600', '700', '500'] as const)
  const spacing = n(rng.range(0, 2.5))
  return `${mark}<text x="${textX}" y="${n(h / 2 + size * 0.35)}" font-family="${fontStack}" font-size="${n(size)}" font-weight="${weight}" letter-spacing="${spacing}" fill="${fg}">${escapeXml(label)}</text>`
}

/** Line icons for the services, green with a second colour. */
function icon(w: number, h: number, accent: string, motif: IconMotif): string {
  const s = palette.brand
  const stroke = `fill="none" stroke="${s}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"`
  const c = w / 2
  switch (motif) {
    case 'identity':
      return (
        `<circle cx="${c - 50}" cy="${c}" r="130" ${stroke}/>` +
        `<rect x="${c - 10}" y="${c - 120}" width="200" height="240" rx="24" fill="none" stroke="${accent}" stroke-width="14"/>` +
        `<circle cx="${c - 50}" cy="${c}" r="26" fill="${s}"/>`
      )
    case 'installation': {
      let rays = ''
      for (let i = 0; i < 9; i++) {
        const a = -Math.PI / 2 - Math.PI / 3 + ((i / 8) * (Math.PI * 2)) / 3
        rays += `<line x1="${n(c + Math.cos(a) * 70)}" y1="${n(c + 120 + Math.sin(a) * 70)}" x2="${n(c + Math.cos(a) * 200)}" y2="${n(c + 120 + Math.sin(a) * 200)}" stroke="${i % 4 === 0 ? accent : s}" stroke-width="14" stroke-linecap="round"/>`
      }
      return `${rays}<circle cx="${c}" cy="${c + 120}" r="34" fill="${s}"/><line x1="${c - 170}" y1="${c + 190}" x2="${c + 170}" y2="${c + 190}" stroke="${s}" stroke-width="14" stroke-linecap="round"/>`
    }
    case 'digital':
      return (
        `<rect x="${c - 180}" y="${c - 140}" width="360" height="280" rx="28" ${stroke}/>` +
        `<line x1="${c - 180}" y1="${c - 80}" x2="${c + 180}" y2="${c - 80}" stroke="${s}" stroke-width="14"/>` +
        `<rect x="${c - 130}" y="${c - 40}" width="120" height="130" rx="14" fill="${accent}"/>` +
        `<line x1="${c + 30}" y1="${c - 20}" x2="${c + 130}" y2="${c - 20}" stroke="${s}" stroke-width="14" stroke-linecap="round"/>` +
        `<line x1="${c + 30}" y1="${c + 30}" x2="${c + 110}" y2="${c + 30}" stroke="${s}" stroke-width="14" stroke-linecap="round"/>` +
        `<line x1="${c + 30}" y1="${c + 80}" x2="${c + 90}" y2="${c + 80}" stroke="${s}" stroke-width="14" stroke-linecap="round"/>`
      )
    case 'games':
      return (
        `<rect x="${c - 200}" y="${c - 110}" width="400" height="220" rx="110" ${stroke}/>` +
        `<line x1="${c - 120}" y1="${c}" x2="${c - 50}" y2="${c}" stroke="${s}" stroke-width="14" stroke-linecap="round"/>` +
        `<line x1="${c - 85}" y1="${c - 35}" x2="${c - 85}" y2="${c + 35}" stroke="${s}" stroke-width="14" stroke-linecap="round"/>` +
        `<circle cx="${c + 70}" cy="${c - 20}" r="20" fill="${accent}"/><circle cx="${c + 120}" cy="${c + 25}" r="20" fill="${s}"/>`
      )
  }
}

function overlayText(w: number, h: number, title?: string, subtitle?: string): string {
  if (!title) return ''
  const size = Math.round(h * 0.16)
  let out = `<rect width="${w}" height="${h}" fill="#0B0D0C" fill-opacity="0.35"/>`
  out += `<text x="${n(w * 0.07)}" y="${n(h * 0.58)}" font-family="${fontStack}" font-size="${size}" font-weight="700" letter-spacing="-2" fill="${palette.light}">${escapeXml(title)}</text>`
  if (subtitle) {
    out += `<text x="${n(w * 0.07)}" y="${n(h * 0.58 + size * 0.75)}" font-family="${fontStack}" font-size="${Math.round(size * 0.34)}" fill="${palette.brand}">${escapeXml(subtitle)}</text>`
  }
  return out
}

// ---------------------------------------------------------------- rendering

function toHex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`.toUpperCase()
}

export function artSize(spec: ArtSpec): { width: number; height: number } {
  const [width, height] = sizes[spec.kind]
  return { width, height }
}

/** Compose the SVG of a spec (exported for inspection and tests). */
export function composeSvg(spec: ArtSpec): string {
  const { width: w, height: h } = artSize(spec)
  const rng = createRng(`${spec.kind}:${spec.seed}`)
  switch (spec.kind) {
    case 'logo':
      return svg(w, h, logo(rng, w, h, spec.accent, spec.label))
    case 'icon':
      return svg(w, h, icon(w, h, spec.accent, spec.motif))
    case 'portrait':
      return svg(w, h, ground(rng, w, h, spec.accent) + portrait(rng, w, h, spec.accent))
    default:
      return svg(
        w,
        h,
        ground(rng, w, h, spec.accent) +
          compositions[spec.style](rng, w, h, spec.accent) +
          overlayText(w, h, spec.title, spec.subtitle),
      )
  }
}

export async function renderArt(spec: ArtSpec): Promise<RenderedImage> {
  const { width, height } = artSize(spec)
  const source = sharp(Buffer.from(composeSvg(spec)))
  if (spec.kind === 'logo' || spec.kind === 'icon') {
    const data = await source.png({ compressionLevel: 9, palette: false }).toBuffer()
    // Transparent artwork: the placeholder takes the colour it is drawn in.
    const color = spec.kind === 'logo' ? palette.light : palette.brand
    return { data, mimetype: 'image/png', extension: 'png', width, height, color }
  }
  const data = await source.jpeg({ quality: 80 }).toBuffer()
  // The mean colour of the picture: on these dark compositions, a tinted near-black.
  const { channels } = await sharp(data).resize(64).stats()
  const [r, g, b] = channels.map((channel) => channel.mean)
  return { data, mimetype: 'image/jpeg', extension: 'jpg', width, height, color: toHex(r, g, b) }
}
