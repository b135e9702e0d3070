// What would Lighthouse's mobile simulation (Lantern) say if some responses were smaller or larger?
// It gathers one page load once, then audits that same load again with the transfer sizes of the
// requests whose URL matches a pattern scaled: the simulated FCP and LCP then move for the bytes
// alone, with no second load's host noise. The subset fonts were sized with it: LCP moves in
// steps of one slow-4G round trip (150 ms), so a font is worth shrinking only past a step.
//
//   node tools/lantern-whatif.mjs gather <url> <dir>              loads <url> once, keeps its artifacts in <dir>
//   node tools/lantern-whatif.mjs audit <dir> [<regexp>=<scale>…]  e.g. inter=0.7 'localhost:\d+/en$=0.8'
//
// A pattern is a regular expression matched against each request's URL; requests no pattern matches
// keep their sizes. Measure the gather on an idle machine: its CPU timings are part of the simulation.
import fs from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const [mode, target, ...rules] = process.argv.slice(2)
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

if (mode === 'gather' && rules.length === 1) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags,
  })
  try {
    await lighthouse(target, { port: chrome.port, logLevel: 'error', gatherMode: rules[0] })
  } finally {
    await chrome.kill()
  }
  console.log(`Gathered ${target} into ${rules[0]}`)
} else if (mode === 'audit' && target) {
  const scales = rules.map((rule) => {
    const at = rule.lastIndexOf('=')
    const scale = Number(rule.slice(at + 1))
    if (at < 1 || !(scale >= 0)) throw new Error(`"${rule}" is not <regexp>=<scale>`)
    return [new RegExp(rule.slice(0, at)), scale]
  })
  // Audit mode reads the folder; the scaled copy keeps the gathered load as it was.
  const dir = `${target.replace(/\/$/, '')}-whatif`
  fs.rmSync(dir, { recursive: true, force: true })
  fs.cpSync(target, dir, { recursive: true })
  const file = path.join(
    dir,
    fs.readdirSync(dir).find((name) => name.includes('devtoolslog')),
  )
  const log = JSON.parse(fs.readFileSync(file, 'utf8'))
  const scaleOf = new Map()
  for (const event of log) {
    if (event.method === 'Network.requestWillBeSent')
      scaleOf.set(event.params.requestId, scales.find(([pattern]) => pattern.test(event.params.request.url))?.[1] ?? 1)
  }
  for (const event of log) {
    const scale = scaleOf.get(event.params?.requestId) ?? 1
    if (scale === 1) continue
    // Lantern reads a request's size from these two events.
    if (event.method === 'Network.loadingFinished')
      event.params.encodedDataLength = Math.round(event.params.encodedDataLength * scale)
    if (event.method === 'Network.dataReceived') {
      event.params.encodedDataLength = Math.round(event.params.encodedDataLength * scale)
      event.params.dataLength = Math.round(event.params.dataLength * scale)
    }
  }
  fs.writeFileSync(file, JSON.stringify(log))
  const { lhr } = await lighthouse(undefined, { logLevel: 'error', auditMode: dir })
  const ms = (id) => Math.round(lhr.audits[id].numericValue)
  console.log(
    `${rules.join(' ') || 'as gathered'}: Performance ${Math.round(lhr.categories.performance.score * 100)}, FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms`,
  )
} else {
  console.error('usage: lantern-whatif.mjs gather <url> <dir> | audit <dir> [<regexp>=<scale>…]')
  process.exit(2)
}
