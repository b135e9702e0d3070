// Benchmark (a report, not a test): N Web Vitals beacons, C at a time, against the production server on loopback
// with a throwaway database. Reports beacons/s, p50/p99 latency, how many metrics the server acknowledged vs how
// many its histograms hold once written (must match: every valid beacon counted, no invalid one), and the server's
// memory after the warm-up and after each of two measured bursts: the live heap after a full garbage collection
// (read through the inspector, tools/server-heap.mjs) must stay flat, since beacons are added up, not kept; RSS is
// printed beside it (V8 keeps the pages its heap grew into under load, so RSS rises over the first bursts and then
// levels off; docs/decisions/vitals-memory.md).
//
//   node tools/bench-vitals.mjs [--requests 5000] [--concurrency 50] [--invalid 0.1]
//
// Builds into .next-bench (BENCH_DIST_DIR; BENCH_REUSE_BUILD=1 reuses an unchanged build) and starts the server with
// VITALS_RATE_LIMIT_PER_MINUTE high: from one address the default (60 a minute) would refuse nearly every beacon.
import fs from 'node:fs'
import os from 'node:os'
import { parseArgs } from 'node:util'
import { createClient } from '@libsql/client'
import { freePort } from '../scripts/run.mjs'
import { serveThrowaway } from '../scripts/serve-throwaway.mjs'
import { burst, percentile } from './burst.mjs'
import { inspectArgs, liveHeap } from './server-heap.mjs'

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '500' },
    invalid: { type: 'string', default: '0.1' },
  },
})
const total = Number(args.requests)
const concurrency = Number(args.concurrency)
const warmup = Number(args.warmup)
const invalidShare = Number(args.invalid)
const distDir = process.env.BENCH_DIST_DIR || '.next-bench'

let server
let origin
process.on('SIGINT', () => (server?.stop(), process.exit(130)))

// A seeded generator, so two runs send the same beacons.
let seed = 20261127
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
const pick = (list) => list[Math.floor(random() * list.length)]
const pages = ['home', 'cases', 'case', 'articles', 'article', 'what-we-do', 'service', 'legal', 'other']
const navigations = ['navigate', 'navigate', 'navigate', 'reload', 'back-forward', 'back-forward-cache']
const metricRanges = { LCP: [300, 9000], INP: [16, 900], CLS: [0.001, 0.6], FCP: [200, 5000], TTFB: [20, 2500] }

/** A beacon as a page sends it (1 to 5 metrics), or, for a share of them, one the endpoint must refuse. */
function beacon() {
  const names = Object.keys(metricRanges).filter(() => random() < 0.8)
  if (!names.length) names.push('TTFB')
  const navigation = pick(navigations)
  const metrics = names.map((name) => {
    const [low, high] = metricRanges[name]
    const value = low * (high / low) ** random()
    return { name, value: name === 'CLS' ? Math.round(value * 1e4) / 1e4 : Math.round(value), navigation }
  })
  const body = {
    page: pick(pages),
    locale: pick(['pt', 'en']),
    device: pick(['phone', 'desktop']),
    connection: pick(['4g', '4g', '3g', 'unknown']),
    metrics,
  }
  if (random() < invalidShare) return { valid: false, metrics: 0, body: { ...body, device: 'tablet' } }
  return { valid: true, metrics: metrics.length, body }
}

/** `count` beacons, `concurrency` in flight at a time. */
async function send(count) {
  let acknowledged = 0
  let mismatched = 0
  const sent = await burst(count, concurrency, async () => {
    const { valid, metrics, body } = beacon()
    const res = await fetch(`${origin}/api/vitals`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
    })
    await res.arrayBuffer()
    if (res.status === 204) acknowledged += metrics
    if (valid !== (res.status === 204)) mismatched++
    return res.status
  })
  return { ...sent, acknowledged, mismatched }
}

let db
/**
 * Metrics the histograms hold: the sum of every row's count, read from the database file itself, so that reading
 * them costs the server nothing (its memory is what is measured).
 */
async function stored() {
  db ??= createClient({ url: server.env.DATABASE_URL })
  const { rows } = await db.execute('SELECT coalesce(sum(count), 0) AS metrics, count(*) AS rows FROM web_vitals')
  return { metrics: Number(rows[0].metrics), rows: Number(rows[0].rows) }
}

/** Waits (up to 30 s) for the server's batched writes to hold `expected` metrics. */
async function storedReaches(expected) {
  const started = performance.now()
  let now = await stored()
  while (now.metrics < expected && performance.now() - started < 30_000) {
    await new Promise((res) => setTimeout(res, 250))
    now = await stored()
  }
  return { ...now, seconds: (performance.now() - started) / 1000 }
}

const rss = () => Number(/^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${server.server.pid}/status`, 'utf8'))[1])
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`
const inspectPort = await freePort()
/** The server's memory once its writes are done: live heap after a full collection, and RSS (bytes). */
const memory = async () => ({ heap: await liveHeap(inspectPort), rss: rss() * 1024 })

try {
  server = await serveThrowaway({
    distDir,
    reuseBuild: Boolean(process.env.BENCH_REUSE_BUILD),
    env: { VITALS_RATE_LIMIT_PER_MINUTE: '100000000' },
    serverEnv: { NODE_OPTIONS: inspectArgs(inspectPort) },
    serverLog: true,
  })
  origin = server.origin

  console.log(`\nWarm-up: ${warmup} beacons…`)
  const w = await send(warmup)
  let held = (await storedReaches(w.acknowledged)).metrics
  const before = await memory()

  console.log(
    `Measuring: two bursts of ${total} beacons (${(invalidShare * 100).toFixed(0)} % invalid), ${concurrency} concurrent, against ${origin} (SQLite), load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}…`,
  )
  const rounds = []
  for (let round = 0; round < 2; round++) {
    const r = await send(total)
    const end = await storedReaches(held + r.acknowledged)
    rounds.push({ ...r, counted: end.metrics - held, end, memory: await memory() })
    held = end.metrics
  }
  const [r, second] = rounds
  const after = second.memory
  // Flat: the live heap within 16 MiB of where it started; nothing a beacon leaves behind may pile up.
  const flat = after.heap <= before.heap + 16 * 2 ** 20
  const correct = rounds.every((x) => x.counted === x.acknowledged && !x.mismatched)
  const ms = (v) => `${v.toFixed(1)} ms`
  console.log(`
  beacons/s      ${(r.latencies.length / r.seconds).toFixed(0)}  (${r.latencies.length} answered in ${r.seconds.toFixed(2)} s; second burst ${(second.latencies.length / second.seconds).toFixed(0)})
  latency p50    ${ms(percentile(r.latencies, 50))}
  latency p99    ${ms(percentile(r.latencies, 99))}  (second burst ${ms(percentile(second.latencies, 99))})
  latency max    ${ms(r.latencies.at(-1))}
  statuses       ${JSON.stringify(r.statuses)}
  answered wrong ${rounds.map((x) => x.mismatched).join(' + ')} (a valid beacon refused or an invalid one taken)
  metrics acknowledged ${rounds.map((x) => x.acknowledged).join(' + ')}
  metrics stored       ${rounds.map((x) => x.counted).join(' + ')} (in ${second.end.rows} histogram rows, ${second.end.seconds.toFixed(1)} s after the last answer)
  stored = acknowledged: ${correct ? 'yes' : 'NO'}
  live heap      ${mib(before.heap)} after the warm-up, ${rounds.map((x) => mib(x.memory.heap)).join(' and ')} after each burst: ${flat ? 'flat' : 'GREW'}
  server RSS     ${mib(before.rss)} after the warm-up, ${rounds.map((x) => mib(x.memory.rss)).join(' and ')} after each burst
`)
  if (!correct || !flat) process.exitCode = 1
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  db?.close()
  server?.stop()
}
