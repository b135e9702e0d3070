// Lighthouse (npm, with Debian's Chromium) on the home page, a case and an article in both
// locales, with the default mobile config and the desktop preset.
//
//   npm run lighthouse -- http://localhost:3000           a running site
//   npm run lighthouse                                    builds and serves a throwaway copy first
//                                                         (into SERVE_DIST_DIR, default .next-serve; no GTM_ID)
//   npm run lighthouse -- <origin> --preset desktop       one preset only (mobile | desktop)
//
// Prints Performance, Accessibility, Best Practices and SEO, CLS, LCP and TBT per page, and every
// audit that costs SEO or Best Practices points. Exits non-zero when SEO or Best Practices is
// below 100 on any page; Performance and Accessibility are reported only.
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { originArgument, pagesToCheck } from './check-pages.mjs'
import { withThrowawayServer } from './serve-throwaway.mjs'

const { values: options, positionals } = parseArgs({ allowPositionals: true, options: { preset: { type: 'string' } } })
const presets = { mobile: undefined, desktop: desktopConfig }
const chosen = options.preset ? [options.preset] : Object.keys(presets)
if (chosen.some((p) => !(p in presets))) throw new Error(`--preset must be one of ${Object.keys(presets).join(', ')}`)

const categories = [
  ['performance', 'Perf'],
  ['accessibility', 'A11y'],
  ['best-practices', 'BP'],
  ['seo', 'SEO'],
]
const gated = ['best-practices', 'seo']
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

/** Audits of a category that lost points, with a few of their findings. */
function failures(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 || lhr.audits[ref.id].scoreDisplayMode === 'binary')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'informative')
    .map((audit) => {
      const items = (audit.details?.items ?? []).slice(0, 5).map((item) =>
        [item.node?.snippet, item.description, item.sourceLocation?.url ?? item.url].filter(Boolean).join(' · ').slice(0, 240) || JSON.stringify(item).slice(0, 240),
      )
      return `${category} · ${audit.id}: ${audit.title}${items.length ? '\n        ' + items.join('\n        ') : ''}`
    })
}

async function audit(origin) {
  const pages = await pagesToCheck(origin)
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags })
  let belowBar = 0
  try {
    for (const preset of chosen) {
      console.log(`\n${preset}${preset === 'mobile' ? ' (default config: Moto G Power, slow 4G, 4× CPU)' : ' (desktop preset)'}`)
      console.log(`  ${'page'.padEnd(44)} ${categories.map(([, label]) => label.padStart(4)).join(' ')}      CLS      LCP      TBT`)
      for (const page of pages) {
        const result = await lighthouse(origin + page, { port: chrome.port, output: 'json', logLevel: 'error' }, presets[preset])
        const lhr = result?.lhr
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${page}`)
        if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
        const score = (id) => (lhr.categories[id].score === null ? ' n/a' : String(Math.round(lhr.categories[id].score * 100)).padStart(4))
        const metric = (id) => lhr.audits[id]?.displayValue ?? 'n/a'
        const cls = lhr.audits['cumulative-layout-shift']?.numericValue
        console.log(
          `  ${page.padEnd(44)} ${categories.map(([id]) => score(id)).join(' ')} ${(cls === undefined ? 'n/a' : cls.toFixed(3)).padStart(8)} ${metric('largest-contentful-paint').padStart(8)} ${metric('total-blocking-time').padStart(8)}`,
        )
        const lost = gated.filter((id) => (lhr.categories[id].score ?? 0) < 1)
        if (lost.length) belowBar++
        for (const line of lost.flatMap((id) => failures(lhr, id))) console.log(`      ${line}`)
        for (const warning of lhr.runWarnings) console.log(`      warning: ${warning}`)
      }
    }
  } finally {
    await chrome.kill()
  }
  console.log(belowBar ? `\n${belowBar} runs below 100 in Best Practices or SEO.` : '\nBest Practices and SEO are 100 on every page.')
  return belowBar
}

const origin = originArgument(positionals)
// Without GTM_ID, as a visitor who has not accepted cookies sees the site (the tag manager is third-party).
const below = origin
  ? await audit(origin)
  : await withThrowawayServer({ distDir: process.env.SERVE_DIST_DIR || '.next-serve', reuseBuild: true, env: { GTM_ID: '' } }, (server) => audit(server.origin))
if (below) process.exitCode = 1
