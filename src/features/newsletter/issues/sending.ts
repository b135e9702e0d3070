import type { Payload } from 'payload'
import {
  and,
  asc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from '@payloadcms/db-sqlite/drizzle'
import type { Locale } from '@/config/site'
import { createBatcher } from '@/lib/batcher'
import { tags } from '@/lib/cache-tags'
import { expireAgainTask } from '@/cms/hooks/revalidate'
import type { NewsletterIssue, NewsletterSend } from '@/payload-types'
import { subscriberLink } from '../server/links'
import { personalize, renderIssueEmail, type IssueEmail } from './email'
import { CONCURRENCY } from './limits'

/**
 * Sending an issue to every confirmed subscriber, once, whatever crashes. Each recipient is a row
 * (`newsletter-recipients`) written when the send starts; a sender claims rows in batches by stamping `claimedAt` (a
 * lease of LEASE_MS, renewed while it works), sends them CONCURRENCY at a time and stamps `sentAt` as each one goes.
 * A process killed mid-send leaves claimed rows that any process takes again once the lease has run out, counted as
 * `reclaimed`: nobody is skipped, and of those only the messages in flight at the kill (at most CONCURRENCY) may go
 * twice.
 *
 * The loop runs in the background of a server process (never inside a request, which it would outlive): the send
 * endpoint starts it, and the jobs queue's `send-newsletter` schedule starts it every 10 s in every instance, which
 * is what resumes a send after a crash and starts the scheduled ones. Claims keep instances off each other's rows;
 * the rate (NEWSLETTER_PER_MINUTE) is counted in the database, so it holds for all instances together.
 */

/** A claim no sender has renewed for this long is a dead sender's; live ones renew theirs every HEARTBEAT_MS. */
export const LEASE_MS = 20_000
const HEARTBEAT_MS = 5_000
/** Rows claimed at a time. */
const BATCH = 50
/** Attempts before a recipient counts as failed; the waits between them grow (RETRY_MS × 4ⁿ). */
export const MAX_ATTEMPTS = 4
const RETRY_MS = 30_000

export function perMinute(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.NEWSLETTER_PER_MINUTE ?? 600)
  return Number.isFinite(value) && value > 0 ? value : Infinity
}

type Table = Record<string, unknown>
type Db = {
  select: (fields?: Record<string, unknown>) => any // eslint-disable-line @typescript-eslint/no-explicit-any
  insert: (table: Table) => any // eslint-disable-line @typescript-eslint/no-explicit-any
  update: (table: Table) => any // eslint-disable-line @typescript-eslint/no-explicit-any
}

function tables(payload: Payload) {
  const adapter = payload.db as unknown as { drizzle: Db; tables: Record<string, Table> }
  return {
    db: adapter.drizzle,
    sends: adapter.tables.newsletter_sends,
    recipients: adapter.tables.newsletter_recipients,
    subscribers: adapter.tables.subscribers,
  }
}
const col = (t: Table, name: string) => t[name] as never
const iso = (ms = Date.now()) => new Date(ms).toISOString()

/** What POST …/send did: started now, scheduled for later, or nothing because the issue has been sent. */
export type StartOutcome = 'sending' | 'scheduled' | 'already'

/**
 * Starts (or schedules) the one send of an issue. The send's row is unique per issue, so of two concurrent calls
 * one wins and the other is told 'already'.
 */
export async function startSend(
  payload: Payload,
  issueId: number,
  { at, by }: { at?: Date; by?: number },
): Promise<StartOutcome> {
  const later = at && at.getTime() > Date.now()
  const { db, sends } = tables(payload)
  const now = iso()
  const inserted = (await db
    .insert(sends)
    .values({
      issue: issueId,
      state: later ? 'scheduled' : 'sending',
      sendAt: later ? at.toISOString() : now,
      recipientsReady: false,
      by: by ?? null,
      updatedAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: col(sends, 'id') })) as { id: number }[]
  if (!inserted.length) return 'already'
  if (later) return 'scheduled'
  await prepareRecipients(payload, inserted[0].id)
  kick(payload)
  return 'sending'
}

/**
 * Writes one row per confirmed, deliverable subscriber, in their language: a page of subscribers at a time, each
 * insert ignoring rows already there, so a crash halfway is mended by running it again.
 */
async function prepareRecipients(payload: Payload, sendId: number): Promise<number> {
  const { db, recipients, subscribers } = tables(payload)
  let after = 0
  let total = 0
  for (;;) {
    const page = (await db
      .select({ id: col(subscribers, 'id'), email: col(subscribers, 'email'), locale: col(subscribers, 'locale') })
      .from(subscribers)
      .where(
        and(
          eq(col(subscribers, 'status'), 'confirmed'),
          isNull(col(subscribers, 'bouncedAt')),
          gt(col(subscribers, 'id'), after),
        ),
      )
      .orderBy(asc(col(subscribers, 'id')))
      .limit(500)) as { id: number; email: string; locale: string | null }[]
    if (!page.length) break
    const now = iso()
    await db
      .insert(recipients)
      .values(
        page.map((s) => ({
          send: sendId,
          subscriber: s.id,
          email: s.email,
          locale: s.locale === 'en' ? 'en' : 'pt',
          attempts: 0,
          reclaimed: 0,
          updatedAt: now,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
    total += page.length
    after = page.at(-1)!.id
  }
  await payload.update({
    collection: 'newsletter-sends',
    id: sendId,
    data: { recipientsReady: true },
    overrideAccess: true,
    depth: 0,
  })
  return total
}

/** Scheduled sends whose time has come start sending; their issue's web version becomes public. */
async function startDue(payload: Payload): Promise<void> {
  const { db, sends } = tables(payload)
  const started = (await db
    .update(sends)
    .set({ state: 'sending', updatedAt: iso() })
    .where(and(eq(col(sends, 'state'), 'scheduled'), lte(col(sends, 'sendAt'), iso())))
    .returning({ id: col(sends, 'id') })) as { id: number }[]
  if (!started.length) return
  // Expiring the pages' tags needs a Next request, which this loop is not in: a job does it, in the runner's request.
  await payload.jobs.queue({ task: expireAgainTask, input: { tags: issueTags } })
}

export const issueTags = [tags.collection('newsletter-issues'), tags.sitemap]

type Claimed = { id: number; send: number; subscriber: number; email: string; locale: string; attempts: number }

/** Claims up to `limit` due rows of sends under way: unclaimed or whose claimer died, not sent, not failed, due. */
async function claim(payload: Payload, limit: number): Promise<Claimed[]> {
  const { db, recipients: r, sends } = tables(payload)
  const now = iso()
  const due = and(
    isNull(col(r, 'sentAt')),
    isNull(col(r, 'failedAt')),
    or(isNull(col(r, 'claimedAt')), lt(col(r, 'claimedAt'), iso(Date.now() - LEASE_MS))),
    or(isNull(col(r, 'retryAt')), lte(col(r, 'retryAt'), now)),
  ) as SQL
  const sending = db
    .select({ id: col(sends, 'id') })
    .from(sends)
    .where(and(eq(col(sends, 'state'), 'sending'), eq(col(sends, 'recipientsReady'), true)))
  const candidates = db
    .select({ id: col(r, 'id') })
    .from(r)
    .where(and(due, inArray(col(r, 'send'), sending)))
    .limit(limit)
  // The outer condition is checked again on each row: of two instances racing for a row, one takes it.
  return (await db
    .update(r)
    .set({
      claimedAt: now,
      reclaimed: sql`CASE WHEN ${col(r, 'claimedAt')} IS NULL THEN ${col(r, 'reclaimed')} ELSE ${col(r, 'reclaimed')} + 1 END`,
    })
    .where(and(inArray(col(r, 'id'), candidates), due))
    .returning({
      id: col(r, 'id'),
      send: col(r, 'send'),
      subscriber: col(r, 'subscriber'),
      email: col(r, 'email'),
      locale: col(r, 'locale'),
      attempts: col(r, 'attempts'),
    })) as Claimed[]
}

/** Renews this sender's claims on the rows of its batch still unsent: proof that it is alive. */
async function renew(payload: Payload, ids: number[]): Promise<void> {
  const { db, recipients: r } = tables(payload)
  await db
    .update(r)
    .set({ claimedAt: iso() })
    .where(
      and(
        inArray(col(r, 'id'), ids),
        isNull(col(r, 'sentAt')),
        isNull(col(r, 'failedAt')),
        isNotNull(col(r, 'claimedAt')),
      ),
    )
}

/**
 * What the rate leaves for the next batch: messages sent or in flight (by any instance) in the last window, counted
 * against the window's share of the rate. The window is the shortest that holds a whole message (1 s at 600 a minute:
 * 10), so a send paces itself instead of bursting a minute's worth at once.
 */
async function allowance(payload: Payload): Promise<number> {
  const rate = perMinute()
  if (rate === Infinity) return BATCH
  const windowMs = Math.max(1_000, Math.ceil(60_000 / rate))
  const since = iso(Date.now() - windowMs)
  const { db, recipients: r } = tables(payload)
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)` })
    .from(r)
    .where(or(gt(col(r, 'sentAt'), since), gt(col(r, 'claimedAt'), since)))) as { n: number }[]
  return Math.max(0, Math.min(BATCH, Math.floor((rate * windowMs) / 60_000) - Number(n)))
}

/** Sends marked in one statement (group commit), with each subscriber's last issue. */
function markers(payload: Payload) {
  const { db, recipients: r, subscribers: s } = tables(payload)
  return createBatcher(async (rows: { row: Claimed; issue: number }[]) => {
    const now = iso()
    await db
      .update(r)
      .set({ sentAt: now, claimedAt: null, updatedAt: now })
      .where(
        inArray(
          col(r, 'id'),
          rows.map((x) => x.row.id),
        ),
      )
    for (const issue of new Set(rows.map((x) => x.issue)))
      await db
        .update(s)
        .set({ lastIssue: issue, lastIssueAt: now })
        .where(
          inArray(
            col(s, 'id'),
            rows.filter((x) => x.issue === issue).map((x) => x.row.subscriber),
          ),
        )
    return rows.map(() => true)
  })
}

/** An SMTP answer in the 5xx range refuses the address for good (a bounce); anything else may pass later. */
const permanent = (error: unknown) => Number((error as { responseCode?: number }).responseCode) >= 500

async function failed(payload: Payload, row: Claimed, error: unknown): Promise<void> {
  const { db, recipients: r, subscribers: s } = tables(payload)
  const attempts = row.attempts + 1
  const final = permanent(error) || attempts >= MAX_ATTEMPTS
  const message = String((error as Error)?.message ?? error).slice(0, 500)
  const now = iso()
  await db
    .update(r)
    .set({
      attempts,
      claimedAt: null,
      error: message,
      updatedAt: now,
      ...(final ? { failedAt: now } : { retryAt: iso(Date.now() + RETRY_MS * 4 ** (attempts - 1)) }),
    })
    .where(eq(col(r, 'id'), row.id))
  // A bounced address is skipped by every later issue (and shown as such in the admin).
  if (permanent(error))
    await db
      .update(s)
      .set({ bouncedAt: now })
      .where(eq(col(s, 'id'), row.subscriber))
}

/** Sends under way whose every recipient is sent or failed are done. */
async function finish(payload: Payload): Promise<number> {
  const { db, sends, recipients: r } = tables(payload)
  const open = db
    .select({ id: col(r, 'send') })
    .from(r)
    .where(and(isNull(col(r, 'sentAt')), isNull(col(r, 'failedAt'))))
  const now = iso()
  await db
    .update(sends)
    .set({ state: 'sent', finishedAt: now, updatedAt: now })
    .where(
      and(
        eq(col(sends, 'state'), 'sending'),
        eq(col(sends, 'recipientsReady'), true),
        notInArray(col(sends, 'id'), open),
      ),
    )
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)` })
    .from(sends)
    .where(eq(col(sends, 'state'), 'sending'))) as { n: number }[]
  return Number(n)
}

/** Each issue's e-mail per language, rendered once per batch's issue and reused for every reader. */
function renderer(payload: Payload) {
  const cache = new Map<string, Promise<{ email: IssueEmail; issue: number }>>()
  const sendIssue = new Map<number, number>()
  return async (sendId: number, locale: Locale) => {
    let issueId = sendIssue.get(sendId)
    if (issueId === undefined) {
      const send = (await payload.findByID({
        collection: 'newsletter-sends',
        id: sendId,
        depth: 0,
        overrideAccess: true,
      })) as NewsletterSend
      issueId = Number(send.issue)
      sendIssue.set(sendId, issueId)
    }
    const key = `${issueId}:${locale}`
    let rendered = cache.get(key)
    if (!rendered) {
      const id = issueId
      rendered = payload
        .findByID({ collection: 'newsletter-issues', id, locale, depth: 1, draft: false, overrideAccess: true })
        .then(async (issue) => ({
          email: await renderIssueEmail(payload, issue as NewsletterIssue, locale),
          issue: id,
        }))
      cache.set(key, rendered)
    }
    return rendered
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sends what is due until nothing is left to send now: starts scheduled sends, mends unprepared ones, claims and
 * sends batches at the configured rate, marks finished sends. Errors of single messages are recorded on their rows.
 */
export async function sendDue(payload: Payload, { budgetMs = Infinity } = {}): Promise<void> {
  const started = Date.now()
  await startDue(payload)
  const unprepared = await payload.find({
    collection: 'newsletter-sends',
    where: { state: { equals: 'sending' }, recipientsReady: { equals: false } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const send of unprepared.docs) await prepareRecipients(payload, send.id)
  const render = renderer(payload)
  const mark = markers(payload)
  while (Date.now() - started < budgetMs) {
    const room = await allowance(payload)
    if (room === 0) {
      await wait(200)
      continue
    }
    const rows = await claim(payload, room)
    if (!rows.length) break
    const next = async (): Promise<void> => {
      const row = rows.shift()
      if (!row) return
      const locale: Locale = row.locale === 'en' ? 'en' : 'pt'
      try {
        const { email, issue } = await render(row.send, locale)
        const unsubscribe = subscriberLink(payload.secret, 'unsubscribe', { id: row.subscriber, email: row.email })
        await payload.sendEmail({ to: row.email, ...personalize(payload, email, unsubscribe) })
        await mark({ row, issue })
      } catch (error) {
        await failed(payload, row, error).catch((e: unknown) => payload.logger.error({ err: e, msg: 'Newsletter' }))
      }
      return next()
    }
    const held = rows.map((row) => row.id)
    const beat = setInterval(() => void renew(payload, held).catch(() => undefined), HEARTBEAT_MS)
    try {
      await Promise.all(Array.from({ length: CONCURRENCY }, next))
    } finally {
      clearInterval(beat)
    }
  }
  await finish(payload)
}

const KEY = Symbol.for('studio.newsletter.sender')
type GlobalWithSender = typeof globalThis & { [KEY]?: WeakMap<Payload, Promise<void>> }

/**
 * Starts this process's sending loop unless it is running: once the current request has answered. Returns the
 * loop (tests and the jobs task await nothing; `sent` below does).
 */
export function kick(payload: Payload): Promise<void> {
  const g = globalThis as GlobalWithSender
  const loops = (g[KEY] ??= new WeakMap())
  let loop = loops.get(payload)
  if (!loop) {
    loop = (async () => {
      await new Promise((resolve) => setImmediate(resolve))
      await sendDue(payload)
    })()
      .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Newsletter: sending stopped; resumes soon' }))
      .finally(() => loops.delete(payload))
    loops.set(payload, loop)
  }
  return loop
}

/** Resolves when this process's loop has stopped (tests). */
export async function idle(payload: Payload): Promise<void> {
  const loops = (globalThis as GlobalWithSender)[KEY]
  for (let loop = loops?.get(payload); loop; loop = loops?.get(payload)) await loop
}

export type Progress = {
  state: NewsletterSend['state'] | 'draft'
  sendAt: string | null
  finishedAt: string | null
  total: number
  sent: number
  failed: number
  remaining: number
  /** Messages taken over from a process that died holding them: each may have gone twice. */
  reclaimed: number
  reasons: { error: string; count: number }[]
  unsubscribedSince: number
}

/** Where an issue's send stands: what the admin's progress bar and report show. */
export async function progress(payload: Payload, issueId: number): Promise<Progress> {
  const { docs } = await payload.find({
    collection: 'newsletter-sends',
    where: { issue: { equals: issueId } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const send = docs[0]
  const empty = { total: 0, sent: 0, failed: 0, remaining: 0, reclaimed: 0, reasons: [], unsubscribedSince: 0 }
  if (!send) return { state: 'draft', sendAt: null, finishedAt: null, ...empty }
  const { db, recipients: r, subscribers: s } = tables(payload)
  const ofSend = eq(col(r, 'send'), send.id)
  const [counts] = (await db
    .select({
      total: sql<number>`count(*)`,
      sent: sql<number>`count(${col(r, 'sentAt')})`,
      failed: sql<number>`count(${col(r, 'failedAt')})`,
      reclaimed: sql<number>`coalesce(sum(${col(r, 'reclaimed')}), 0)`,
    })
    .from(r)
    .where(ofSend)) as Record<string, number>[]
  const reasons = (await db
    .select({ error: col(r, 'error'), count: sql<number>`count(*)` })
    .from(r)
    .where(and(ofSend, isNotNull(col(r, 'failedAt'))))
    .groupBy(col(r, 'error'))
    .limit(20)) as { error: string; count: number }[]
  const [left] = (await db
    .select({ n: sql<number>`count(*)` })
    .from(r)
    .innerJoin(s, eq(col(s, 'id'), col(r, 'subscriber')))
    .where(and(ofSend, eq(col(s, 'status'), 'unsubscribed'), gt(col(s, 'unsubscribedAt'), send.sendAt)))) as {
    n: number
  }[]
  const total = Number(counts.total)
  const sent = Number(counts.sent)
  const failedCount = Number(counts.failed)
  return {
    state: send.state,
    sendAt: send.sendAt,
    finishedAt: send.finishedAt ?? null,
    total,
    sent,
    failed: failedCount,
    remaining: total - sent - failedCount,
    reclaimed: Number(counts.reclaimed),
    reasons: reasons.map((x) => ({ error: x.error, count: Number(x.count) })),
    unsubscribedSince: Number(left.n),
  }
}
