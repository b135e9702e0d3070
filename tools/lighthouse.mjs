// Lighthouse (npm, with Debian's Chromium) on every public page kind in both locales: home, cases,
// a case, articles, an article, what-we-do and privacy. Each page runs 3 times (--runs N) with the
// default mobile config and with the desktop preset. Performance, CLS, LCP and TBT are the medians
// of the runs (each metric its own); the other categories and the main-thread costs are those of the
// median run by Performance.
//
//   npm run lighthouse -- http://localhost:3000           a running site
//   npm run lighthouse                                    builds and serves a throwaway copy first
//                                                         (into SERVE_DIST_DIR, default .next-serve; no GTM_ID)
//   npm run lighthouse -- <origin> --preset desktop       one preset only (mobile | desktop)
//   npm run lighthouse -- <origin> --runs 1 --only /,/en  fewer runs, or some pages only
//   npm run lighthouse -- <origin> --save <dir>           also writes each run's report (JSON) there
//   npm run lighthouse -- <origin> --cpu 2                another CPU slowdown than the preset's
//                                                         (not the goal's config: for calibration,
//                                                         see docs/throttling.md in Lighthouse)
//
// Prints Performance, Accessibility, Best Practices and SEO, CLS, LCP and TBT per page, the three
// largest main-thread costs, and every audit that costs points outside Performance. Exits non-zero
// below the goal: a median Performance under 100 or any run under 95, a median TBT over
// 100 ms, LCP over 1.5 s or CLS above 0, or Accessibility, Best Practices or SEO under 100 in the
// median run. Measure on an idle machine.
// Each page is loaded once beforehand, unmeasured, so its images are encoded (warm-pages.mjs).
// Each run's host speed (Lighthouse's benchmarkIndex) is printed too: the mobile preset multiplies
// the host's own task times by 4, so a slower moment of a shared host reads as a slower page. So is
// the share of the main thread's task time it spent on a core (main-thread-time.mjs): the rest was
// waiting for one, and Lighthouse counts that wait as the page's. So is the host's cost of a first
// touch of memory (host-memory.mjs), before each preset, with the browser's version at the start:
// Chrome's page faults are part of every task, and on a lazily backed virtual machine they are slow.
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
import { warmPages } from './warm-pages.mjs'

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    preset: { type: 'string' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    cpu: { type: 'string' },
    save: { type: 'string' },
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
const presets = { mobile: withCpu(undefined), desktop: withCpu(desktopConfig) }
const chosen = options.preset ? [options.preset] : Object.keys(presets)
if (chosen.some((p) => !(p in presets))) throw new Error(`--preset must be one of ${Object.keys(presets).join(', ')}`)
const runs = Math.max(1, Number(options.runs) || 3)
if (options.save) fs.mkdirSync(options.save, { recursive: true })

// Lighthouse shows a score of 0.995 or more as 100.
const goal = { performance: 100, everyRun: 95, tbtMs: 100, lcpMs: 1500, cls: 0 }
const categories = [
  ['performance', 'Perf'],
  ['accessibility', 'A11y'],
  ['best-practices', 'BP'],
  ['seo', 'SEO'],
]
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

async function audit(origin) {
  const pages = options.only ? options.only.split(',') : await publicPages(origin)
  await warmPages(origin, pages)
  // Measured before Chrome starts (its start-up would share the cores), then again before each later preset.
  let host = describeFirstTouch(firstTouchCost())
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags,
  })
  const misses = []
  try {
    const browser = await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((r) => r.json())
    console.log(`\n${browser.Browser}`)
    for (const preset of chosen) {
      host ??= describeFirstTouch(firstTouchCost())
      const described = preset === 'mobile' ? 'default config: Moto G Power, slow 4G, 4× CPU' : 'desktop preset'
      console.log(
        `\n${preset} (${cpu === undefined ? described : `${described}, but ${cpu}× CPU: NOT the goal's config`}), median of ${runs}; host: ${host}`,
      )
      host = undefined
      console.log(
        `  ${'page'.padEnd(44)} ${categories.map(([, label]) => label.padStart(4)).join(' ')}      CLS      LCP      TBT  (each run: Perf; LCP s; TBT ms; CLS if any; host speed; main thread on a core)`,
      )
      for (const page of pages) {
        const all = []
        const onCpu = []
        for (let i = 0; i < runs; i++) {
          const { lhr: one, mainThread: time } = await run(origin + page, chrome.port, presets[preset])
          all.push(one)
          onCpu.push(time ? `${Math.round(time.onCpu * 100)}%` : 'n/a')
          if (options.save) {
            fs.writeFileSync(
              path.join(options.save, `${preset}${page.replaceAll('/', '_')}-${i + 1}.json`),
              JSON.stringify(all.at(-1)),
            )
          }
        }
        const perfOf = (l) => Math.round((l.categories.performance.score ?? 0) * 100)
        const valueOf = (id) => (l) => l.audits[id]?.numericValue ?? 0
        const perf = all.map(perfOf)
        const lcps = all.map(valueOf('largest-contentful-paint'))
        const tbts = all.map(valueOf('total-blocking-time'))
        const clss = all.map(valueOf('cumulative-layout-shift'))
        // Each metric's median over the runs; the median run by Performance speaks for the rest.
        const [perfMedian, lcp, tbt, cls] = [perf, lcps, tbts, clss].map(median)
        const lhr = all.find((l) => perfOf(l) === perfMedian)
        const score = (id) =>
          lhr.categories[id].score === null ? ' n/a' : String(Math.round(lhr.categories[id].score * 100)).padStart(4)
        const eachRun = [
          perf.join(' '),
          lcps.map((v) => (v / 1000).toFixed(2)).join(' '),
          tbts.map(Math.round).join(' '),
          clss.some((v) => v > 0) && `CLS ${clss.map((v) => v.toFixed(4)).join(' ')}`,
          all.map((l) => Math.round(l.environment.benchmarkIndex)).join(' '),
          onCpu.join(' '),
        ]
        console.log(
          `  ${page.padEnd(44)} ${String(perfMedian).padStart(4)} ${categories
            .slice(1)
            .map(([id]) => score(id))
            .join(
              ' ',
            )} ${cls.toFixed(3).padStart(8)} ${`${(lcp / 1000).toFixed(1)} s`.padStart(8)} ${`${Math.round(tbt)} ms`.padStart(8)}  (${eachRun.filter(Boolean).join('; ')})`,
        )
        console.log(`      ${mainThread(lhr, origin)}`)
        const missed = [
          perfMedian < goal.performance && `Performance ${perfMedian}`,
          Math.min(...perf) < goal.everyRun && `a run at ${Math.min(...perf)}`,
          tbt > goal.tbtMs && `TBT ${Math.round(tbt)} ms`,
          lcp > goal.lcpMs && `LCP ${(lcp / 1000).toFixed(1)} s`,
          cls > goal.cls && `CLS ${cls.toFixed(3)}`,
          ...gated
            .filter((id) => (lhr.categories[id].score ?? 0) < 1)
            .map((id) => `${id} ${Math.round(lhr.categories[id].score * 100)}`),
        ].filter(Boolean)
        if (missed.length) misses.push(`${preset} ${page}: ${missed.join(', ')}`)
        for (const line of gated.filter((id) => (lhr.categories[id].score ?? 0) < 1).flatMap((id) => failures(lhr, id)))
          console.log(`      ${line}`)
        for (const warning of lhr.runWarnings) console.log(`      warning: ${warning}`)
      }
    }
  } finally {
    await chrome.kill()
  }
  console.log(
    misses.length
      ? `\nBelow the goal:\n  ${misses.join('\n  ')}`
      : '\nEvery page meets the goal (medians: Perf 100, TBT ≤ 100 ms, LCP ≤ 1.5 s, CLS 0; every run ≥ 95; the rest 100).',
  )
  return misses.length
}

const origin = originArgument(positionals)
// Without GTM_ID, as a visitor who has not accepted cookies sees the site (the tag manager is third-party).
const below = origin
  ? await audit(origin)
  : await withThrowawayServer(
      { distDir: process.env.SERVE_DIST_DIR || '.next-serve', reuseBuild: true, env: { GTM_ID: '' } },
      (server) => audit(server.origin),
    )
if (below) process.exitCode = 1
