// Benchmark (a report, not a test): N concurrent newsletter sign-ups against the
// production server on loopback, with a throwaway database. Reports sign-ups/s,
// p50/p99 latency, and how many sign-ups were stored vs acknowledged (must match).
//
//   node tools/bench-newsletter.mjs [--requests 3000] [--concurrency 50]
//
// Builds into .next-bench (BENCH_REUSE_BUILD=1 reuses an unchanged one) and starts
// the production server with RATE_LIMIT_PER_MINUTE high: from one IP the default limit (10
// per minute) would refuse all but the first 10 requests. The confirmation e-mails
// are sent by a queue after the answer; the report also says how long the outbox
// took to catch up with the burst.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import { parseArgs } from 'node:util'
import { serveThrowaway } from '../scripts/serve-throwaway.mjs'
import { burst, percentile } from './burst.mjs'

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '3000' },
    concurrency: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '200' },
  },
})
const total = Number(args.requests)
const concurrency = Number(args.concurrency)
const warmup = Number(args.warmup)
// Its own build folder, so it never touches the operator's or the e2e suite's build.
const distDir = process.env.BENCH_DIST_DIR || '.next-bench'

let server
let origin
process.on('SIGINT', () => (server?.stop(), process.exit(130)))

/** `count` sign-ups, `concurrency` in flight at a time; each with its own address. */
async function signUps(runId, count) {
  let acknowledged = 0
  const sent = await burst(count, concurrency, async (i) => {
    const body = JSON.stringify({
      name: 'Bench',
      surname: `User ${i}`,
      email: `bench-${runId}-${i}@example.com`,
      locale: i % 2 ? 'en' : 'pt',
      page: '/',
    })
    const res = await fetch(`${origin}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    const json = await res.json().catch(() => null)
    if (res.status === 200 && json?.ok === true) acknowledged++
    return res.status
  })
  return { ...sent, acknowledged }
}

async function storedCount(runId) {
  const login = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: server.env.ADMIN_EMAIL || 'admin@studio.local', password: server.adminPassword }),
  })
  const { token } = await login.json()
  const res = await fetch(`${origin}/api/subscribers?limit=1&depth=0&where[email][like]=bench-${runId}-`, {
    headers: { authorization: `JWT ${token}` },
  })
  return (await res.json()).totalDocs
}

try {
  server = await serveThrowaway({
    distDir,
    reuseBuild: Boolean(process.env.BENCH_REUSE_BUILD),
    env: { RATE_LIMIT_PER_MINUTE: '100000000', RECAPTCHA_SITE_KEY: '', RECAPTCHA_SECRET_KEY: '', SMTP_URL: '' },
    serverLog: true,
  })
  origin = server.origin

  console.log(`\nWarm-up: ${warmup} sign-ups…`)
  await signUps('warmup', warmup)

  const runId = crypto.randomBytes(4).toString('hex')
  console.log(
    `Measuring: ${total} sign-ups, ${concurrency} concurrent, against ${origin} (SQLite), load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}…`,
  )
  const r = await signUps(runId, total)
  const stored = await storedCount(runId)
  // The queue sends one e-mail per sign-up (warm-up included); wait for it, up to 5 minutes.
  const outbox = () => (fs.existsSync(server.env.OUTBOX_DIR) ? fs.readdirSync(server.env.OUTBOX_DIR).length : 0)
  const drainStarted = performance.now()
  while (outbox() < warmup + r.acknowledged && performance.now() - drainStarted < 300_000)
    await new Promise((res) => setTimeout(res, 250))
  const drainSeconds = (performance.now() - drainStarted) / 1000
  const ms = (v) => `${v.toFixed(1)} ms`
  console.log(`
  sign-ups/s     ${(r.latencies.length / r.seconds).toFixed(0)}  (${r.latencies.length} answered in ${r.seconds.toFixed(2)} s)
  latency p50    ${ms(percentile(r.latencies, 50))}
  latency p99    ${ms(percentile(r.latencies, 99))}
  latency max    ${ms(r.latencies.at(-1))}
  statuses       ${JSON.stringify(r.statuses)}
  acknowledged   ${r.acknowledged}
  stored         ${stored}
  stored = acknowledged: ${stored === r.acknowledged ? 'yes' : 'NO'}
  e-mails        ${outbox()} in the outbox (warm-up included) ${drainSeconds.toFixed(1)} s after the last answer
  e-mails/s      ${(r.acknowledged / (r.seconds + drainSeconds)).toFixed(0)} from the first sign-up to the last e-mail
`)
  if (stored !== r.acknowledged) process.exitCode = 1
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  server?.stop()
}
