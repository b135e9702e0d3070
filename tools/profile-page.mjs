// Where a page's main-thread JavaScript time goes on load: Chromium's CPU profiler on a
// phone-sized page, from navigation to 3 s after `load`, self time summed per source package or
// file through the build's source maps. A tool for deciding what to cut, not a test.
//
//   BROWSER_SOURCE_MAPS=1 SERVE_DIST_DIR=.next-analyze node scripts/serve-throwaway.mjs   (a build with maps)
//   node tools/profile-page.mjs <origin> <path> [--runs 4] [--dist .next-analyze]
//
// Unthrottled: the figures are this machine's CPU time; Lighthouse's mobile preset multiplies by 4.
// Turbopack's module instantiation is reported on its own: V8 compiles each module factory lazily
// on its first call, and the profiler charges that compile to the caller.
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { SourceMapConsumer } from 'source-map-js'
import { sourceGroup } from './source-groups.mjs'

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '4' }, dist: { type: 'string', default: '.next-analyze' } },
})
const [origin, pagePath = '/'] = positionals
if (!origin) throw new Error('usage: node tools/profile-page.mjs <origin> <path> [--runs N] [--dist DIR]')
const runs = Math.max(1, Number(options.runs) || 4)

const consumers = new Map()
/** The source map of a served chunk, found through its sourceMappingURL comment (names differ). */
function consumerFor(url) {
  const chunk = url.match(/\/_next\/static\/(.+\.js)$/)?.[1]
  if (!chunk) return null
  if (!consumers.has(chunk)) {
    const file = `${options.dist}/static/${chunk}`
    const ref = fs.existsSync(file) && fs.readFileSync(file, 'utf8').match(/sourceMappingURL=(\S+)\s*$/)?.[1]
    const map = ref && `${options.dist}/static/${chunk.replace(/[^/]+$/, '')}${ref}`
    consumers.set(
      chunk,
      map && fs.existsSync(map) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))) : null,
    )
  }
  return consumers.get(chunk)
}

/** Turbopack's own runtime as one line; everything else as tools/analyze-js.mjs groups it. */
function bucket(source) {
  if (!source) return '(no source map)'
  if (source.startsWith('turbopack:///[turbopack]/')) return 'turbopack runtime'
  return sourceGroup(source)
}

function keyOf(frame) {
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : `browser API ${frame.functionName}`
  if (!frame.url.includes('/_next/static/')) return `inline script ${new URL(frame.url).pathname}`
  const position = consumerFor(frame.url)?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  })
  if (position?.source?.includes('[turbopack]') && /instantiateModule/.test(position.name ?? ''))
    return 'turbopack module instantiation (incl. lazy compile)'
  return bucket(position?.source)
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const self = new Map()
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
    await page.goto(origin + pagePath, { waitUntil: 'load' })
    await page.waitForTimeout(3000)
    const { profile } = await cdp.send('Profiler.stop')
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
    profile.samples.forEach((id, i) => {
      const frame = nodes.get(id).callFrame
      if (frame.functionName === '(idle)' || frame.functionName === '(program)') return
      const key = keyOf(frame)
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0))
    })
    await context.close()
  }
} finally {
  await browser.close()
}
const perRun = (us) => (us / 1000 / runs).toFixed(1).padStart(7)
const total = [...self.values()].reduce((a, b) => a + b, 0)
console.log(`${origin}${pagePath}: ${perRun(total).trim()} ms of JavaScript per load (mean of ${runs} runs)`)
for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${perRun(us)} ms  ${key}`)
