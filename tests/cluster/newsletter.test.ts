// A newsletter issue sent by two instances over one PostgreSQL: each instance's sender claims rows (started by the
// send and by the jobs schedule on whichever instance runs it), every confirmed subscriber gets the issue once, and
// the rate (600 a minute by default) holds for both together, counted in the database.
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { doc, p } from '../../src/cms/seed/lexical'
import { adminAuth, apps, json, outbox, request, state, within } from './support'

const READERS = 150
const stamp = Date.now()
const address = (i: number) => `cluster-news-${stamp}-${i}@example.com`
let db: pg.Client

beforeAll(async () => {
  db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  const now = new Date().toISOString()
  const values = Array.from(
    { length: READERS },
    (_, i) =>
      `('Cluster', 'Reader', '${address(i)}', '${i % 2 ? 'en' : 'pt'}', 'confirmed', '${now}', '${now}', '${now}', '${now}')`,
  )
  await db.query(
    `INSERT INTO subscribers (name, surname, email, locale, status, consent_at, confirmed_at, updated_at, created_at)
     VALUES ${values.join(', ')}`,
  )
})
afterAll(async () => db?.end())

/** Messages in the shared outbox to each address. */
function mailed(): Map<string, number> {
  const counts = new Map<string, number>()
  if (!fs.existsSync(outbox)) return counts
  for (const file of fs.readdirSync(outbox)) {
    if (!file.endsWith('.eml')) continue
    const head = fs.readFileSync(path.join(outbox, file), 'utf8').split(/\r?\n\r?\n/)[0]
    const to = /^To: .*?<?([^<>\s]+@[^<>\s]+)>?$/m.exec(head)?.[1]?.toLowerCase()
    if (to?.startsWith(`cluster-news-${stamp}-`)) counts.set(to, (counts.get(to) ?? 0) + 1)
  }
  return counts
}

describe('a newsletter issue sent by several instances', () => {
  it('reaches every confirmed subscriber exactly once, at the configured rate for both together', async () => {
    const auth = await adminAuth(apps[0])
    const made = await request(`${apps[0]}/api/newsletter-issues?locale=pt&draft=true`, {
      method: 'POST',
      ...json({ subject: `Edição do cluster ${stamp}`, body: doc(p('Olá')) }, auth),
    })
    expect(made.status, made.body).toBe(201)
    const issue = JSON.parse(made.body).doc as { id: number }
    const en = await request(`${apps[1]}/api/newsletter-issues/${issue.id}?locale=en&draft=true`, {
      method: 'PATCH',
      ...json({ subject: `Cluster issue ${stamp}`, body: doc(p('Hello')) }, auth),
    })
    expect(en.status, en.body).toBe(200)
    const started = Date.now()
    const [first, second] = await Promise.all(
      apps.map((app) =>
        request(`${app}/api/newsletter-issues/${issue.id}/send`, { method: 'POST', ...json({}, auth) }),
      ),
    )
    // Sent through both instances at once: one starts it, the other is told it has been sent.
    expect([first.status, second.status].sort()).toEqual([202, 409])

    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM newsletter_recipients r JOIN newsletter_sends s ON s.id = r.send_id
        WHERE s.issue_id = $1`,
      [issue.id],
    )
    const total = rows[0].n as number
    expect(total).toBeGreaterThanOrEqual(READERS)
    const progress = async () =>
      JSON.parse((await request(`${apps[1]}/api/newsletter-issues/${issue.id}/progress`, { headers: auth })).body)
    await within(120_000, async () => (await progress()).state === 'sent', 'the send to finish')
    const seconds = (Date.now() - started) / 1000
    const counts = mailed()
    const ours = Array.from({ length: READERS }, (_, i) => address(i))
    // Which instance wrote each message (the outbox logs each one): the claims share the work out.
    const byInstance = apps.map((_, i) => {
      const log = path.join(state, `app-${i + 1}.log`)
      return fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split(`cluster-news-${stamp}-`).length - 1 : 0
    })
    console.log(
      `newsletter on the cluster: ${total} recipients in ${seconds.toFixed(1)} s ` +
        `(${(total / seconds).toFixed(1)}/s; limit 10/s for both instances), by instance: ${byInstance.join(' + ')}`,
    )
    expect(ours.filter((a) => counts.get(a) !== 1)).toEqual([])
    expect(await progress()).toMatchObject({ sent: total, failed: 0, remaining: 0, reclaimed: 0 })
    // 600 a minute, counted over 10-second windows: never much faster than 10 a second, whoever sends.
    expect(total / seconds).toBeLessThanOrEqual(12)
  }, 180_000)
})
