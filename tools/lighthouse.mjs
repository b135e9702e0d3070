// Lighthouse (npm, with Debian's Chromium) on every public page kind in both locales (home, cases, a case, articles, an
// article, what-we-do, privacy), interleaved with Next's near-empty page (lighthouse-baseline.mjs) in the same run:
// for each round and page, the site's page, then (with --compare) the same page of another build, then the floor.
// A lab score alone moves with the host from day to day; the difference to the framework's floor measured in the
// same minutes is what a change can be judged by. Performance, CLS, LCP and TBT are each metric's median over the
// runs, with every run's figures; the other categories and main-thread costs are those of the median run.
//
//   npm run lighthouse -- http://localhost:3000            a running site (and the floor, built here)
//   npm run lighthouse                                     builds and serves a throwaway copy first (SERVE_DIST_DIR)
//   npm run lighthouse -- <origin> --compare <origin B>    A/B: the same pages of another build, alternated
//   npm run lighthouse -- <origin> --preset mobile --runs 5 --only /,/en --save <dir> --cpu 2 --no-baseline
//   npm run lighthouse -- <origin> --throttling devtools   the browser really slowed (DevTools), not simulated
//
// The goal it checks (exit status): on mobile, every page's median Performance at least the floor's median − 2,
// median TBT at most the floor's + 50 ms, median LCP at most the floor's + 300 ms, median FCP at most the floor's
// + 200 ms and median CLS 0; on desktop, Performance 100;
// Accessibility, Best Practices and SEO 100 in the median run. Each page is loaded once beforehand, unmeasured, so
// its images are encoded (warm-pages.mjs). The host's figures are printed too: Lighthouse's benchmarkIndex, the
// share of the main thread's task time spent on a core (main-thread-time.mjs) and the cost of a first touch of
// memory (host-memory.mjs). Measure on an idle machine.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import * as constants from 'lighthouse/core/config/constants.js'
import { originArgument, publicPages } from '../scripts/check-pages.mjs'
import { describeFirstTouch, firstTouchCost } from './host-memory.mjs'
import { mainThreadTime } from './main-thread-time.mjs'
import { withThrowawayServer } from '../scripts/serve-throwaway.mjs'
import { serveBaseline } from './lighthouse-baseline.mjs'
import { warmPages } from './warm-pages.mjs'

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    preset: { type: 'string' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    cpu: { type: 'string' },
    save: { type: 'string' },
    compare: { type: 'string' },
    throttling: { type: 'string', default: 'simulate' },
    'no-baseline': { type: 'boolean', default: false },
  },
})
const cpu = options.cpu === undefined ? undefined : Number(options.cpu)
if (cpu !== undefined && !(cpu >= 1)) throw new Error('--cpu must be a number of 1 or more')
/** A preset's config, with the CPU slowdown of --cpu when it is given. */
const withCpu = (config) =>
  cpu === undefined
    ? config
    : {
        ...(config ?? { extends: 'lighthouse:default' }),
        settings: {
          ...config?.settings,
          throttling: {
            ...(config?.settings?.throttling ?? constants.throttling.mobileSlow4G),
            cpuSlowdownMultiplier: cpu,
          },
        },
      }
if (!['simulate', 'devtools'].includes(options.throttling)) throw new Error('--throttling must be simulate or devtools')
/** DevTools throttling when asked: the page loads on a slowed link and CPU, not a simulation from a fast load. */
const withThrottling = (config) =>
  options.throttling === 'simulate'
    ? config
    : {
        ...(config ?? { extends: 'lighthouse:default' }),
        settings: { ...config?.settings, throttlingMethod: options.throttling },
      }
const presets = { mobile: withThrottling(withCpu(undefined)), desktop: withThrottling(withCpu(desktopConfig)) }
const chosen = options.preset ? [options.preset] : Object.keys(presets)
if (chosen.some((p) => !(p in presets))) throw new Error(`--preset must be one of ${Object.keys(presets).join(', ')}`)
const runs = Math.max(1, Number(options.runs) || 3)
if (options.save) fs.mkdirSync(options.save, { recursive: true })

// Against the floor measured in the same run (mobile); Lighthouse shows a score of 0.995 or more as 100 (desktop).
const goal = { belowFloor: 2, tbtOverFloorMs: 50, lcpOverFloorMs: 300, fcpOverFloorMs: 200, cls: 0, desktop: 100 }
const gated = ['accessibility', 'best-practices', 'seo']
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Audits of a category that lost points, with a few of their findings. */
function failures(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 || lhr.audits[ref.id].scoreDisplayMode === 'binary')
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'notApplicable' &&
        audit.scoreDisplayMode !== 'informative',
    )
    .map((audit) => {
      const items = (audit.details?.items ?? [])
        .slice(0, 5)
        .map(
          (item) =>
            [item.node?.snippet, item.description, item.sourceLocation?.url ?? item.url]
              .filter(Boolean)
              .join(' · ')
              .slice(0, 240) || JSON.stringify(item).slice(0, 240),
        )
      return `${category} · ${audit.id}: ${audit.title}${items.length ? '\n        ' + items.join('\n        ') : ''}`
    })
}

/** The three largest main-thread costs: work by kind, and the scripts that cost the most. */
function mainThread(lhr, origin) {
  const kinds = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map((i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration)} ms`)
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? [])
    .sort((a, b) => b.total - a.total)
    .slice(0, 3)
    .map((i) => `${String(i.url).replace(origin, '')} ${Math.round(i.total)} ms`)
  return `main thread: ${kinds.join(', ')}\n      scripts: ${scripts.join(', ') || 'none'}`
}

const signed = (n) => `${n >= 0 ? '+' : ''}${n}`
const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * One Lighthouse run. A run whose trace recording failed (NO_NAVSTART, NO_FCP: Lighthouse's
 * "please run Lighthouse again") is run again, up to twice, and said so; the page is not the cause.
 */
async function run(url, port, config, attempt = 1) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config)
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
  if (!lhr.runtimeError) return { lhr, mainThread: mainThreadTime(result.artifacts?.Trace?.traceEvents ?? []) }
  if (attempt > 2) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  console.log(`      (run again: ${lhr.runtimeError.code})`)
  return run(url, port, config, attempt + 1)
}

const perfOf = (l) => Math.round((l.categories.performance.score ?? 0) * 100)
const valueOf = (id) => (l) => l.audits[id]?.numericValue ?? 0

/** The medians of a page's runs, and each run's figures. */
function summarize(all) {
  const perf = all.map(perfOf)
  const lcps = all.map(valueOf('largest-contentful-paint'))
  const fcps = all.map(valueOf('first-contentful-paint'))
  const tbts = all.map(valueOf('total-blocking-time'))
  const clss = all.map(valueOf('cumulative-layout-shift'))
  const [perfMedian, lcp, fcp, tbt, cls] = [perf, lcps, fcps, tbts, clss].map(median)
  return {
    perf,
    lcps,
    fcps,
    tbts,
    clss,
    perfMedian,
    lcp,
    fcp,
    tbt,
    cls,
    lhr: all.find((l) => perfOf(l) === perfMedian),
  }
}

const line = (label, m, extra = '') =>
  `  ${label.padEnd(44)} ${String(m.perfMedian).padStart(4)} ${`${(m.lcp / 1000).toFixed(2)} s`.padStart(8)} ${`${(m.fcp / 1000).toFixed(2)} s`.padStart(8)} ${`${Math.round(m.tbt)} ms`.padStart(8)} ${m.cls.toFixed(3).padStart(7)}  ${extra}`
const runsOf = (m, all, onCpu) =>
  [
    m.perf.join(' '),
    m.lcps.map((v) => (v / 1000).toFixed(2)).join(' '),
    m.fcps.map((v) => (v / 1000).toFixed(2)).join(' '),
    m.tbts.map(Math.round).join(' '),
    m.clss.some((v) => v > 0) && `CLS ${m.clss.map((v) => v.toFixed(4)).join(' ')}`,
    all.map((l) => Math.round(l.environment.benchmarkIndex)).join(' '),
    onCpu.join(' '),
  ]
    .filter(Boolean)
    .join('; ')

/** Runs every page of `targets` round by round, alternating the targets, for each preset; returns the misses. */
async function audit(origin, compareOrigin, floorOrigin) {
  const pages = options.only ? options.only.split(',') : await publicPages(origin)
  const targets = [
    { key: 'site', origin },
    ...(compareOrigin ? [{ key: 'B', origin: compareOrigin }] : []),
    ...(floorOrigin ? [{ key: 'floor', origin: floorOrigin, path: '/' }] : []),
  ]
  await warmPages(origin, pages)
  if (compareOrigin) await warmPages(compareOrigin, pages)
  // Measured before Chrome starts (its start-up would share the cores), then again before each later preset.
  let host = describeFirstTouch(firstTouchCost())
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags,
  })
  const misses = []
  try {
    const browser = await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((r) => r.json())
    console.log(`\n${browser.Browser}; ${targets.map((t) => `${t.key} ${t.origin}`).join(', ')}`)
    for (const preset of chosen) {
      host ??= describeFirstTouch(firstTouchCost())
      const described = `${preset === 'mobile' ? 'default config: Moto G Power, slow 4G, 4× CPU' : 'desktop preset'}, ${options.throttling} throttling`
      console.log(
        `\n${preset} (${cpu === undefined ? described : `${described}, but ${cpu}× CPU: NOT the goal's config`}), ${runs} rounds; host: ${host}`,
      )
      host = undefined
      const results = Object.fromEntries(
        targets.map((t) => [t.key, new Map(pages.map((p) => [p, { all: [], onCpu: [] }]))]),
      )
      for (let round = 0; round < runs; round++) {
        for (const page of pages) {
          for (const target of targets) {
            const { lhr, mainThread: time } = await run(
              target.origin + (target.path ?? page),
              chrome.port,
              presets[preset],
            )
            const slot = results[target.key].get(page)
            slot.all.push(lhr)
            slot.onCpu.push(time ? `${Math.round(time.onCpu * 100)}%` : 'n/a')
            if (options.save) {
              const name = `${preset}-${target.key}${page.replaceAll('/', '_')}-${round + 1}.json`
              fs.writeFileSync(path.join(options.save, name), JSON.stringify(lhr))
            }
          }
        }
      }
      const floorRuns = floorOrigin ? [...results.floor.values()].flatMap((slot) => slot.all) : []
      const floor = floorRuns.length ? summarize(floorRuns) : null
      console.log(
        `  ${'page'.padEnd(44)} Perf      LCP      FCP      TBT     CLS  (each run: Perf; LCP s; FCP s; TBT ms; CLS if any; host speed; main thread on a core)`,
      )
      if (floor)
        console.log(
          `${line('near-empty Next page (the floor)', floor)}(${floor.perf.length} runs: ${floor.perf.join(' ')})`,
        )
      for (const page of pages) {
        for (const target of targets.filter((t) => t.key !== 'floor')) {
          const { all, onCpu } = results[target.key].get(page)
          const m = summarize(all)
          const versus = floor
            ? `Δ floor ${signed(m.perfMedian - floor.perfMedian)}, ${signed(Math.round(m.lcp - floor.lcp))} ms LCP, ` +
              `${signed(Math.round(m.fcp - floor.fcp))} ms FCP, ${signed(Math.round(m.tbt - floor.tbt))} ms TBT; `
            : ''
          console.log(`${line(target.key === 'site' ? page : `${page} (B)`, m)}(${versus}${runsOf(m, all, onCpu)})`)
          const gatedMisses = gated.filter((id) => (m.lhr.categories[id].score ?? 0) < 1)
          if (target.key !== 'site') continue
          console.log(`      ${mainThread(m.lhr, origin)}`)
          const missed = [
            preset === 'mobile' &&
              floor &&
              m.perfMedian < floor.perfMedian - goal.belowFloor &&
              `Performance ${m.perfMedian} (floor ${floor.perfMedian})`,
            preset === 'mobile' &&
              floor &&
              m.tbt > floor.tbt + goal.tbtOverFloorMs &&
              `TBT ${Math.round(m.tbt)} ms (floor ${Math.round(floor.tbt)})`,
            preset === 'mobile' &&
              floor &&
              m.lcp > floor.lcp + goal.lcpOverFloorMs &&
              `LCP ${(m.lcp / 1000).toFixed(2)} s (floor ${(floor.lcp / 1000).toFixed(2)} s)`,
            preset === 'mobile' &&
              floor &&
              m.fcp > floor.fcp + goal.fcpOverFloorMs &&
              `FCP ${(m.fcp / 1000).toFixed(2)} s (floor ${(floor.fcp / 1000).toFixed(2)} s)`,
            m.cls > goal.cls && `CLS ${m.cls.toFixed(3)}`,
            preset === 'desktop' && m.perfMedian < goal.desktop && `Performance ${m.perfMedian}`,
            ...gatedMisses.map((id) => `${id} ${Math.round(m.lhr.categories[id].score * 100)}`),
          ].filter(Boolean)
          if (missed.length) misses.push(`${preset} ${page}: ${missed.join(', ')}`)
          for (const failed of gatedMisses.flatMap((id) => failures(m.lhr, id))) console.log(`      ${failed}`)
          for (const warning of m.lhr.runWarnings) console.log(`      warning: ${warning}`)
        }
      }
    }
  } finally {
    await chrome.kill()
  }
  if (!floorOrigin) return 0
  console.log(
    misses.length
      ? `\nBelow the goal:\n  ${misses.join('\n  ')}`
      : '\nEvery page meets the goal (mobile: Perf ≥ floor − 2, TBT ≤ floor + 50 ms, LCP ≤ floor + 300 ms, ' +
          'FCP ≤ floor + 200 ms, CLS 0; desktop 100; the rest 100).',
  )
  return misses.length
}

const origin = originArgument(positionals)
const floor = options['no-baseline'] ? null : await serveBaseline()
try {
  // Without GTM_ID, as a visitor who has not accepted cookies sees the site (the tag manager is third-party).
  const below = origin
    ? await audit(origin, options.compare, floor?.origin)
    : await withThrowawayServer(
        { distDir: process.env.SERVE_DIST_DIR || '.next-serve', reuseBuild: true, env: { GTM_ID: '' } },
        (server) => audit(server.origin, options.compare, floor?.origin),
      )
  if (below) process.exitCode = 1
} finally {
  floor?.stop()
}
