// Benchmark (a report, not a test): one newsletter issue sent to N confirmed subscribers by the production server,
// over SMTP to a real local SMTP server this script starts (tools/smtp-sink.mjs), with the rate limit off.
// Two issues are sent one after the other. Reports, per issue, messages per second and the time each successive batch
// of 50 took to arrive (p50/p99); the server's live heap after a forced GC before and after each send (flat when a
// send leaves nothing behind); the database's size; and whether every subscriber got each issue exactly once.
//
//   node tools/bench-newsletter-send.mjs [--subscribers 10000]
//
// Builds into .next-bench (BENCH_REUSE_BUILD=1 reuses an unchanged one).
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createClient } from '@libsql/client'
import { serveThrowaway } from '../scripts/serve-throwaway.mjs'
import { freePort } from '../scripts/run.mjs'
import { percentile } from './burst.mjs'
import { inspectArgs, liveHeap } from './server-heap.mjs'
import { startSmtpSink } from './smtp-sink.mjs'

const { values: args } = parseArgs({ options: { subscribers: { type: 'string', default: '10000' } } })
const total = Number(args.subscribers)
const distDir = process.env.BENCH_DIST_DIR || '.next-bench'
const BATCH = 50

const smtp = await startSmtpSink({ parse: false })
const inspectPort = await freePort()
const server = await serveThrowaway({
  distDir,
  reuseBuild: process.env.BENCH_REUSE_BUILD === '1',
  env: { SMTP_URL: smtp.url, NEWSLETTER_PER_MINUTE: '0' },
  serverEnv: { NODE_OPTIONS: inspectArgs(inspectPort) },
  serverLog: true,
})
process.on('SIGINT', () => (server.stop(), process.exit(130)))
const { origin } = server
const databaseFile = server.env.DATABASE_URL.replace(/^file:/, '')
const dbSize = () =>
  ['', '-wal'].reduce(
    (sum, suffix) => sum + (fs.statSync(databaseFile + suffix, { throwIfNoEntry: false })?.size ?? 0),
    0,
  )
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

try {
  // The subscribers, confirmed, straight into the database (the sign-up path has its own benchmark).
  const db = createClient({ url: server.env.DATABASE_URL })
  await db.execute('PRAGMA busy_timeout = 10000')
  const now = new Date().toISOString()
  for (let start = 0; start < total; start += 500) {
    const rows = Array.from({ length: Math.min(500, total - start) }, (_, j) => start + j)
    await db.batch(
      rows.map((i) => ({
        sql: `INSERT INTO subscribers (name, surname, email, locale, status, consent_at, confirmed_at, updated_at, created_at)
              VALUES ('Bench', ?, ?, ?, 'confirmed', ?, ?, ?, ?)`,
        args: [`Reader ${i}`, `reader-${i}@bench.test`, i % 3 ? 'pt' : 'en', now, now, now, now],
      })),
      'write',
    )
  }
  db.close()

  const login = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: server.env.ADMIN_EMAIL || 'admin@studio.local', password: server.adminPassword }),
  })
  const headers = { authorization: `JWT ${(await login.json()).token}`, 'content-type': 'application/json' }
  const paragraph = (text) => ({
    type: 'paragraph',
    version: 1,
    children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
  })
  const body = (text) => ({ root: { type: 'root', version: 1, children: [paragraph(text), paragraph(text)] } })

  /** Writes an issue in both languages, sends it and waits until it is sent: seconds, progress, batch times. */
  async function sendOne(n) {
    const made = await fetch(`${origin}/api/newsletter-issues?locale=pt&draft=true`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        subject: `Novidades ${n}`,
        preheader: 'O mês no estúdio',
        body: body('Olá! '.repeat(60)),
      }),
    })
    const { doc } = await made.json()
    await fetch(`${origin}/api/newsletter-issues/${doc.id}?locale=en&draft=true`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ subject: `News ${n}`, body: body('Hello! '.repeat(60)) }),
    })
    const from = smtp.received.length
    const started = performance.now()
    const sent = await fetch(`${origin}/api/newsletter-issues/${doc.id}/send`, { method: 'POST', headers, body: '{}' })
    if (sent.status !== 202) throw new Error(`send → ${sent.status} ${await sent.text()}`)
    let progress
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      progress = await (await fetch(`${origin}/api/newsletter-issues/${doc.id}/progress`, { headers })).json()
      if (progress.state === 'sent') break
    }
    const seconds = (performance.now() - started) / 1000
    const arrivals = smtp.received
      .slice(from)
      .map((m) => m.at)
      .sort((a, b) => a - b)
    const batches = []
    for (let i = 0; i + BATCH <= arrivals.length; i += BATCH)
      batches.push(arrivals[i + BATCH - 1] - (arrivals[i - 1] ?? started))
    batches.sort((a, b) => a - b)
    return { seconds, progress, batches, received: arrivals.length }
  }

  const heapBefore = await liveHeap(inspectPort)
  const sizeBefore = dbSize()
  // Two issues one after the other: the heap after each says whether a send leaves anything behind.
  const runs = []
  const heaps = []
  for (const n of [1, 2]) {
    runs.push(await sendOne(n))
    heaps.push(await liveHeap(inspectPort))
  }
  const twice = [...smtp.counts.values()].filter((n) => n !== 2).length
  const missing = total - smtp.counts.size
  const row = (label, f) => console.log(`| ${label} | ${runs.map(f).join(' | ')} |`)

  console.log(
    `\nbench:newsletter-send — ${total} confirmed subscribers, two issues, rate limit off, SMTP on loopback\n`,
  )
  console.log('| measure | issue 1 | issue 2 |')
  console.log('|---|---|---|')
  row("messages sent (server's count)", (r) => `${r.progress.sent} of ${r.progress.total}, ${r.progress.failed} failed`)
  row('messages received by the SMTP server', (r) => r.received)
  row('time, send to "sent"', (r) => `${r.seconds.toFixed(1)} s`)
  row('messages per second', (r) => (r.progress.total / r.seconds).toFixed(0))
  row(
    `each batch of ${BATCH}, p50 / p99`,
    (r) => `${percentile(r.batches, 50).toFixed(0)} / ${percentile(r.batches, 99).toFixed(0)} ms`,
  )
  console.log(`| server's live heap after a GC (before: ${mb(heapBefore)}) | ${heaps.map(mb).join(' | ')} |`)
  console.log(`| database with WAL (before: ${mb(sizeBefore)}) | | ${mb(dbSize())} |`)
  console.log(`\nSubscribers who did not get each issue exactly once: ${twice} (of whom never: ${missing}).`)
  const exact = smtp.received.length === 2 * total && twice === 0 && missing === 0
  console.log(exact ? 'Every subscriber got each issue exactly once.' : 'NOT exactly once: see the rows above.')
  if (!exact) process.exitCode = 1
  if (process.env.BENCH_KEEP_LOG) fs.copyFileSync(path.join(server.tmp, 'server.log'), process.env.BENCH_KEEP_LOG)
} finally {
  await server.stop()
  await smtp.close()
}
