// Kill the server with SIGKILL in the middle of a burst of sign-ups, start it again, and wait:
// within a minute, with nobody else signing up, every acknowledged sign-up must be stored and have
// its confirmation e-mail in the outbox. And kill it right after a publish: the publish's second
// expiry (a job due 5 s later) must still run once it is back. Each runs its own server on the same
// build, over an online copy of the e2e database (VACUUM INTO), so the shared server's data and
// limits are untouched.
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/run.mjs'
import { doc, p } from '../../src/cms/seed/lexical'
import { CONCURRENCY } from '../../src/features/newsletter/issues/limits'
import { startSmtpSink, type SmtpSink } from '../../tools/smtp-sink.mjs'
import { tags } from '../../src/lib/cache-tags'
import { copyOfE2eDatabase, scratch, startOwnServer } from './support/own-server'
import { signIn } from './support/sign-in'

const { dir: tmp, remove } = scratch('studio-crash-')
const db = `file:${path.join(tmp, 'site.db')}`
const outbox = path.join(tmp, 'outbox')
let server: ChildProcess | undefined
let publishServer: ChildProcess | undefined
let newsletterServer: ChildProcess | undefined
let smtp: SmtpSink | undefined

afterAll(async () => {
  server?.kill('SIGKILL')
  publishServer?.kill('SIGKILL')
  newsletterServer?.kill('SIGKILL')
  await smtp?.close()
  remove()
})

const start = async (port: number, database = db) => (await startOwnServer(tmp, database, { port })).child

/** Addresses with a confirmation e-mail in the outbox, with how many each got. */
function mailed(): Map<string, number> {
  const counts = new Map<string, number>()
  if (!fs.existsSync(outbox)) return counts
  for (const file of fs.readdirSync(outbox)) {
    const to = /^To: .*?<?([^<>\s]+@[^<>\s]+)>?$/m.exec(fs.readFileSync(path.join(outbox, file), 'utf8'))?.[1]
    if (to) counts.set(to.toLowerCase(), (counts.get(to.toLowerCase()) ?? 0) + 1)
  }
  return counts
}

describe('a crash during a burst of sign-ups', () => {
  it('loses no acknowledged sign-up, and every one gets its e-mail within a minute of the restart', async () => {
    await copyOfE2eDatabase(tmp, 'site.db')
    const port = await freePort()
    server = await start(port)
    const url = `http://localhost:${port}/api/newsletter`

    // Killed once enough sign-ups are acknowledged, while 32 more are in flight: however fast the host is.
    const KILL_AFTER = 60
    let enough = () => {}
    const reached = new Promise<void>((resolve) => (enough = resolve))
    const acknowledged: string[] = []
    let n = 0
    let killed = false
    const signUp = async () => {
      while (!killed) {
        const email = `crash-${n++}@example.com`
        try {
          const res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Crash', surname: 'Test', email, locale: 'pt', page: '/' }),
          })
          if (res.status === 200 && (await res.json()).ok) {
            acknowledged.push(email)
            if (acknowledged.length === KILL_AFTER) enough()
          }
        } catch {
          // The connection died with the server: not acknowledged, so nothing is owed.
        }
      }
    }
    const burst = Promise.all(Array.from({ length: 32 }, signUp))
    await reached
    server.kill('SIGKILL')
    await new Promise((r) => server!.once('exit', r))
    killed = true
    await burst
    const sentBeforeRestart = mailed()
    const killedAt = Date.now()

    server = await start(port)
    const restartedAt = Date.now()
    let missing = acknowledged
    while (Date.now() - restartedAt < 60_000) {
      const sent = mailed()
      missing = acknowledged.filter((e) => !sent.has(e))
      if (!missing.length) break
      await new Promise((r) => setTimeout(r, 1000))
    }
    const sent = mailed()
    const store = createClient({ url: db })
    const stored = new Set(
      (await store.execute("SELECT email FROM subscribers WHERE email LIKE 'crash-%'")).rows.map((r) =>
        String(r.email),
      ),
    )
    store.close()
    const duplicates = acknowledged.filter((e) => (sent.get(e) ?? 0) > 1)
    console.log(
      `crash: ${acknowledged.length} sign-ups acknowledged before SIGKILL, ${[...stored].length} stored, ${sentBeforeRestart.size} e-mails out before the kill, ` +
        `all ${acknowledged.length - missing.length} out ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the restart (${((restartedAt - killedAt) / 1000).toFixed(1)} s to restart), ${duplicates.length} sent twice`,
    )
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER)
    expect(acknowledged.filter((e) => !stored.has(e))).toEqual([])
    expect(missing).toEqual([])
    // Only e-mails in flight at the kill (sent, not yet recorded) may go twice.
    expect(duplicates.length).toBeLessThanOrEqual(50)
  })
})

describe('a crash right after a publish', () => {
  it('keeps the second expiry of its pages: the job is in the database and runs after the restart', async () => {
    const copy = await copyOfE2eDatabase(tmp, 'publish.db')
    const port = await freePort()
    const origin = `http://localhost:${port}`
    publishServer = await start(port, copy)

    const token = await signIn(origin)
    const [item] = (
      (await (await fetch(`${origin}/api/cases?locale=pt&depth=0&limit=1&sort=year`)).json()) as {
        docs: { id: number; title: string }[]
      }
    ).docs
    const publishedAt = new Date().toISOString()
    const publish = await fetch(`${origin}/api/cases/${item.id}?locale=pt`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ title: `${item.title} (publicado antes da queda)`, _status: 'published' }),
    })
    expect(publish.status).toBe(200)
    // Killed at once: the second expiry is due 5 s after the publish, so this process never ran it.
    publishServer.kill('SIGKILL')
    await new Promise((r) => publishServer!.once('exit', r))

    const store = createClient({ url: copy })
    const pending = async () =>
      (
        await store.execute({
          sql: "SELECT has_error, input FROM payload_jobs WHERE task_slug = 'expire-tags-again' AND created_at >= ?",
          args: [publishedAt],
        })
      ).rows
    const queued = await pending()
    expect(queued).toHaveLength(1)
    expect(JSON.parse(String(queued[0].input))).toEqual({ tags: [tags.collection('cases'), tags.sitemap] })

    publishServer = await start(port, copy)
    const restartedAt = Date.now()
    while ((await pending()).length && Date.now() - restartedAt < 60_000) await new Promise((r) => setTimeout(r, 500))
    // Done jobs are deleted; a failed one would stay with has_error.
    expect(await pending()).toEqual([])
    console.log(
      `crash after a publish: the second expiry ran ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the restart`,
    )
    store.close()
  })
})

describe('a crash while a newsletter issue is being sent', () => {
  it('reaches every recipient after the restart; only messages in flight at the kill go twice, and are counted', async () => {
    const copy = await copyOfE2eDatabase(tmp, 'newsletter.db')
    const store = createClient({ url: copy })
    const now = new Date().toISOString()
    const READERS = 1000
    await store.batch(
      Array.from({ length: READERS }, (_, i) => ({
        sql: `INSERT INTO subscribers (name, surname, email, locale, status, consent_at, confirmed_at, updated_at, created_at)
              VALUES ('Crash', 'Reader', ?, ?, 'confirmed', ?, ?, ?, ?)`,
        args: [`news-crash-${i}@example.com`, i % 2 ? 'en' : 'pt', now, now, now, now],
      })),
      'write',
    )
    smtp = await startSmtpSink({ parse: false })
    const port = await freePort()
    const origin = `http://localhost:${port}`
    const env = { SMTP_URL: smtp.url, NEWSLETTER_PER_MINUTE: '0' }
    const boot = async () => (await startOwnServer(tmp, copy, { port, env })).child
    newsletterServer = await boot()

    const token = await signIn(origin)
    const headers = { 'content-type': 'application/json', Authorization: `JWT ${token}` }
    const made = await fetch(`${origin}/api/newsletter-issues?locale=pt&draft=true`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ subject: 'Edição da queda', body: doc(p('Texto')) }),
    })
    const issue = (await made.json()).doc
    await fetch(`${origin}/api/newsletter-issues/${issue.id}?locale=en&draft=true`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ subject: 'Crash issue', body: doc(p('Text')) }),
    })
    expect((await fetch(`${origin}/api/newsletter-issues/${issue.id}/send`, { method: 'POST', headers })).status).toBe(
      202,
    )
    // Killed halfway through a batch (they are 50 rows), whatever the host's speed: some rows claimed, some in flight.
    while (smtp.received.length < 125) await new Promise((r) => setTimeout(r, 2))
    newsletterServer.kill('SIGKILL')
    await new Promise((r) => newsletterServer!.once('exit', r))
    const beforeKill = smtp.received.length

    newsletterServer = await boot()
    const restartedAt = Date.now()
    const progress = async () =>
      (await (await fetch(`${origin}/api/newsletter-issues/${issue.id}/progress`, { headers })).json()) as {
        state: string
        total: number
        sent: number
        failed: number
        reclaimed: number
      }
    let report = await progress()
    while (report.state !== 'sent' && Date.now() - restartedAt < 90_000) {
      await new Promise((r) => setTimeout(r, 500))
      report = await progress()
    }
    const recipients = (
      await store.execute({
        sql: `SELECT r.email FROM newsletter_recipients r JOIN newsletter_sends s ON s.id = r.send_id
              WHERE s.issue_id = ?`,
        args: [issue.id],
      })
    ).rows.map((row) => String(row.email).toLowerCase())
    store.close()
    const never = recipients.filter((email) => smtp!.countTo(email) === 0)
    const twice = recipients.filter((email) => smtp!.countTo(email) > 1)
    console.log(
      `newsletter crash: ${beforeKill} of ${recipients.length} received before SIGKILL, all sent ` +
        `${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the restart; ${report.reclaimed} taken over, ` +
        `${twice.length} received twice`,
    )
    expect(report).toMatchObject({ state: 'sent', failed: 0, total: recipients.length, sent: recipients.length })
    expect(recipients.length).toBeGreaterThanOrEqual(READERS)
    expect(never).toEqual([])
    expect(twice.length).toBeLessThanOrEqual(CONCURRENCY)
    expect(report.reclaimed).toBeGreaterThanOrEqual(twice.length)
  }, 180_000)
})
