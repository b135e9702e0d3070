// `npm run bench:inp [-- <origin>] [--runs 5] [--cpu 4]`: interaction to next paint (a report, not a test) of what a
// visitor does on a phone: open and close the menu, choose a case filter, switch the language, submit the newsletter
// with an invalid field, move the featured cases to their next slide. Debian's Chromium through Playwright, 390 × 844,
// touch, the CPU slowed 4× (as Lighthouse's mobile preset); each interaction on a fresh page, once the shell is ready.
// INP of one interaction: the longest Event Timing entry carrying its interactionId (what web-vitals reports).
// Without an origin it builds and serves a throwaway copy. Measure on an idle machine.
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { serveThrowaway } from '../scripts/serve-throwaway.mjs'

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' }, cpu: { type: 'string', default: '4' } },
})
const runs = Number(args.runs)
const cpu = Number(args.cpu)
const chrome = process.env.CHROME_PATH || '/usr/bin/chromium'
const flags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking']

let server
let origin = positionals[0]
if (!origin) {
  server = await serveThrowaway({ distDir: process.env.BENCH_DIST_DIR || '.next-bench', reuseBuild: true })
  origin = server.origin
}
process.on('SIGINT', () => (server?.stop(), process.exit(130)))

const interactions = [
  {
    name: 'open the phone menu',
    path: '/',
    act: (page) => page.locator('button[aria-controls="site-menu"]').tap(),
  },
  {
    name: 'close the phone menu',
    path: '/',
    before: async (page) => {
      await page.locator('button[aria-controls="site-menu"]').tap()
      await page.locator('#site-menu[data-open="true"]').waitFor()
    },
    act: (page) => page.locator('button[aria-controls="site-menu"]').tap(),
  },
  {
    name: 'choose a case filter',
    path: '/cases',
    act: (page) => page.locator('[role="group"] button[aria-pressed="false"]').first().tap(),
  },
  {
    name: 'switch the language (menu)',
    path: '/',
    before: async (page) => {
      await page.locator('button[aria-controls="site-menu"]').tap()
      await page.locator('#site-menu[data-open="true"]').waitFor()
    },
    act: (page) => page.locator('#site-menu a[data-locale-choice]').first().tap(),
  },
  {
    name: 'submit the newsletter with an invalid field',
    path: '/cases',
    before: (page) => page.locator('footer form input[type="email"]').first().fill('not an address'),
    act: (page) => page.locator('footer form button[type="submit"]').first().tap(),
  },
  {
    name: "open the featured cases' next slide",
    path: '/',
    before: (page) => page.locator('[aria-roledescription="carousel"]').first().scrollIntoViewIfNeeded(),
    act: (page) =>
      page.locator('[aria-roledescription="carousel"]').getByRole('button', { name: 'Próximo case' }).tap(),
  },
]

/** Starts collecting Event Timing entries; returns a function giving the longest duration per interaction. */
const observe = () =>
  new Promise((resolve) => {
    const byInteraction = new Map()
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.interactionId)
          byInteraction.set(e.interactionId, Math.max(byInteraction.get(e.interactionId) ?? 0, e.duration))
    }).observe({ type: 'event', durationThreshold: 16, buffered: true })
    window.__inp = () => [...byInteraction.values()]
    resolve()
  })

async function measure(browser, interaction, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  try {
    await page.goto(origin + path)
    await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready')
    await interaction.before?.(page)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    await page.evaluate(observe)
    await interaction.act(page)
    // Event Timing reports an interaction once its next frame is presented: two frames later, it is in.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))),
    )
    const durations = await page.evaluate(() => window.__inp())
    return durations.length ? Math.max(...durations) : 0
  } finally {
    await context.close()
  }
}

const browser = await chromium.launch({ executablePath: chrome, args: flags })
const rows = []
try {
  for (const interaction of interactions) {
    const values = []
    for (let i = 0; i < runs; i++) values.push(await measure(browser, interaction, interaction.path))
    const sorted = [...values].sort((a, b) => a - b)
    rows.push({ name: interaction.name, median: sorted[Math.floor(sorted.length / 2)], values })
  }
} finally {
  await browser.close()
  server?.stop()
}

console.log(`\nINP at 390 × 844, CPU ${cpu}×, ${runs} runs each (ms; goal: median ≤ 200)\n`)
console.log('| interaction | median | runs |\n|---|---|---|')
for (const r of rows) console.log(`| ${r.name} | ${Math.round(r.median)} | ${r.values.map(Math.round).join(', ')} |`)
const over = rows.filter((r) => r.median > 200)
if (over.length) console.log(`\nOver the goal: ${over.map((r) => r.name).join(', ')}`)
