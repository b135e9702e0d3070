// Two running sites, the same pages, pixel by pixel: the share of pixels that differ, per page and width.
//
//   node tools/visual-diff.mjs <origin A> <origin B> [--paths /,/en] [--widths 390,1440] [--save DIR]
//
// Each page is loaded at each width (reduced motion, scrolled through so lazy images load, back at the top), captured
// whole, and compared with its twin: a pixel differs when a channel differs by more than 16 of 255 (antialiasing
// stays quiet); a height difference counts its extra rows as differing. Exits non-zero above --max (default 1 %).
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright'
import sharp from 'sharp'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    paths: { type: 'string', default: '/,/en' },
    widths: { type: 'string', default: '390,1440' },
    max: { type: 'string', default: '1' },
    save: { type: 'string' },
  },
})
const [originA, originB] = positionals
if (!originA || !originB) {
  console.error('usage: node tools/visual-diff.mjs <origin A> <origin B> [--paths /,/en] [--widths 390,1440]')
  process.exit(2)
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
})

async function capture(origin, pagePath, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
  // The cookie notice answered on both sides, so it covers neither.
  await context.addCookies([{ name: 'cookie_notice', value: 'acknowledged', url: origin }])
  const page = await context.newPage()
  await page.goto(origin + pagePath, { waitUntil: 'networkidle' })
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 60))
    }
    window.scrollTo(0, 0)
    await document.fonts.ready
  })
  await page.waitForLoadState('networkidle')
  // Every image that started loading has arrived and is decoded (a fresh server encodes them on first request).
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 60_000 })
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => {}))))
  // The whole page in one window, given time to paint: a full-page capture of the usual window sometimes missed the
  // carousel's first cover (a scroller's layer not yet drawn), on either side.
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  await page.setViewportSize({ width, height: Math.min(height, 16_000) })
  await page.waitForTimeout(1000)
  const png = await page.screenshot({ animations: 'disabled' })
  await context.close()
  return png
}

async function raw(png) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** Rows that differ as bands, "1068–1683": where to look. */
function bandsOf(rows) {
  const bands = []
  for (const y of rows) {
    const last = bands.at(-1)
    if (last && y - last[1] <= 8) last[1] = y
    else bands.push([y, y])
  }
  return bands.map(([from, to]) => `${from}–${to}`).join(' ')
}

function differing(a, b) {
  const width = Math.min(a.width, b.width)
  const rows = Math.min(a.height, b.height)
  let count = 0
  const changedRows = []
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * a.width + x) * 4
      const j = (y * b.width + x) * 4
      if (
        Math.abs(a.data[i] - b.data[j]) > 16 ||
        Math.abs(a.data[i + 1] - b.data[j + 1]) > 16 ||
        Math.abs(a.data[i + 2] - b.data[j + 2]) > 16
      ) {
        count++
        if (changedRows.at(-1) !== y) changedRows.push(y)
      }
    }
  const total = Math.max(a.width, b.width) * Math.max(a.height, b.height)
  return { count: count + (total - width * rows), total, bands: bandsOf(changedRows) }
}

const max = Number(values.max)
let worst = 0
console.log(`A ${originA}\nB ${originB}\n`)
console.log('page        width   height A × B        differing pixels')
for (const pagePath of values.paths.split(',')) {
  for (const width of values.widths.split(',').map(Number)) {
    const [pngA, pngB] = [await capture(originA, pagePath, width), await capture(originB, pagePath, width)]
    const [a, b] = [await raw(pngA), await raw(pngB)]
    const { count, total, bands } = differing(a, b)
    const share = (100 * count) / total
    worst = Math.max(worst, share)
    console.log(
      `${pagePath.padEnd(11)} ${String(width).padStart(5)}   ${`${a.height} × ${b.height}`.padEnd(17)} ${share.toFixed(3)} % (${count} of ${total})${bands ? `, rows ${bands}` : ''}`,
    )
    if (values.save) {
      fs.mkdirSync(values.save, { recursive: true })
      const name = `${pagePath.replace(/\W+/g, '_') || 'root'}-${width}`
      fs.writeFileSync(path.join(values.save, `${name}-A.png`), pngA)
      fs.writeFileSync(path.join(values.save, `${name}-B.png`), pngB)
    }
  }
}
await browser.close()
console.log(`\nWorst: ${worst.toFixed(3)} % (limit ${max} %)`)
process.exit(worst > max ? 1 : 0)
