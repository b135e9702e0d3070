import type { Payload } from 'payload'
import { and, gt, inArray, isNull, lt, or, type SQL } from '@payloadcms/db-sqlite/drizzle'
import { createBatcher } from '@/lib/batcher'

/**
 * E-mails that must go out at least once, whatever crashes: the newsletter's confirmation and
 * the contact form's notice to the studio. The row that asked for the e-mail is its queue entry
 * (a transactional outbox): `sent` stays empty until the e-mail has gone, and a sender first
 * claims the row by stamping `claimed`. A claim expires after `LEASE_MS`, so a process killed
 * between claim and send leaves a row that any process takes up again; two live processes
 * never both hold a claim, so an e-mail goes twice only when a sender died after sending and
 * before recording it.
 *
 * Two ways in: right after the form is answered, in the process that answered it (`enqueue`,
 * so the visitor's e-mail leaves within a second), and a sweep that Payload's jobs queue runs
 * on a schedule in every server (`sweep`, cms/jobs), which sends whatever is due: failed
 * sends, expired claims, rows of a process that died.
 *
 * The statements go through Payload's Drizzle instance (the same code on SQLite and
 * PostgreSQL), group-committed like the sign-up itself (see subscriber-store.ts).
 */

/** How long a claim holds. Longer than one send may take (the SMTP transport times out sooner). */
export const LEASE_MS = 30_000
/** E-mails one process sends at once. */
const SEND_CONCURRENCY = 8
/** Rows older than this are no longer sent: an e-mail days late is worse than none. */
const MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000

type Column = unknown
type Table = Record<string, Column> & { id: Column; createdAt: Column }
type Returning = { returning: (fields: Record<string, unknown>) => Promise<{ id: number }[]> }
type Drizzle = {
  update: (table: Table) => { set: (values: Record<string, unknown>) => { where: (condition: unknown) => Returning } }
  select: (fields: Record<string, unknown>) => {
    from: (table: Table) => { where: (c: unknown) => { limit: (n: number) => Promise<{ id: number }[]> } }
  }
}

export type Delivery<Row> = {
  /** For logs. */
  name: string
  collection: 'subscribers' | 'leads'
  /** Column (Payload field name) set when the e-mail has gone. */
  sent: string
  /** Column set while a sender holds the row. */
  claimed: string
  /** Further condition for a row to be due (e.g. a subscriber still pending). */
  due?: (table: Table) => SQL
  /** Whether anything can be sent at all now (e.g. the studio has an address); not ready: rows wait. */
  ready?: (payload: Payload) => Promise<boolean>
  load: (payload: Payload, ids: number[]) => Promise<Row[]>
  /** Sends one e-mail; 'skip' when there is nothing to send (the row is then marked sent). */
  send: (payload: Payload, row: Row) => Promise<'sent' | 'skip'>
  idOf: (row: Row) => number
}

function table(payload: Payload, collection: string): { db: Drizzle; t: Table } {
  const adapter = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, Table> }
  return { db: adapter.drizzle, t: adapter.tables[collection] }
}

const now = () => new Date().toISOString()
const leaseCutoff = () => new Date(Date.now() - LEASE_MS).toISOString()

function claimable(d: Delivery<unknown>, t: Table): SQL {
  return and(isNull(t[d.sent] as never), or(isNull(t[d.claimed] as never), lt(t[d.claimed] as never, leaseCutoff())))!
}

type Queue = {
  ids: number[]
  running: Promise<void> | null
  claim: (id: number) => Promise<boolean>
  markSent: (id: number) => Promise<boolean>
}
// One per process, Payload instance and delivery: the /api route and server actions are bundled apart.
const KEY = Symbol.for('studio.forms.deliveries')
type GlobalWithQueues = typeof globalThis & { [KEY]?: WeakMap<Payload, Map<string, Queue>> }

function queue(payload: Payload, d: Delivery<unknown>): Queue {
  const g = globalThis as GlobalWithQueues
  const perPayload = (g[KEY] ??= new WeakMap())
  let queues = perPayload.get(payload)
  if (!queues) perPayload.set(payload, (queues = new Map()))
  let q = queues.get(d.name)
  if (!q) {
    const { db, t } = table(payload, d.collection)
    q = {
      ids: [],
      running: null,
      claim: createBatcher(async (ids: number[]) => {
        const won = await db
          .update(t)
          .set({ [d.claimed]: now() })
          .where(and(inArray(t.id as never, [...new Set(ids)]), claimable(d, t)))
          .returning({ id: t.id })
        const set = new Set(won.map((r) => r.id))
        return ids.map((id) => set.delete(id))
      }),
      markSent: createBatcher(async (ids: number[]) => {
        await db
          .update(t)
          .set({ [d.sent]: now() })
          .where(inArray(t.id as never, ids))
          .returning({ id: t.id })
        return ids.map(() => true)
      }),
    }
    queues.set(d.name, q)
  }
  return q
}

/** Gives a claim back after a failed send, so the next sweep tries again at once. */
async function release(payload: Payload, d: Delivery<unknown>, id: number): Promise<void> {
  const { db, t } = table(payload, d.collection)
  await db
    .update(t)
    .set({ [d.claimed]: null })
    .where(inArray(t.id as never, [id]))
    .returning({ id: t.id })
}

/** Claims what it can of `ids` and sends those e-mails. Errors are logged: the rows stay due. */
async function deliver<Row>(payload: Payload, d: Delivery<Row>, q: Queue, ids: number[]): Promise<void> {
  if (d.ready && !(await d.ready(payload))) return
  const won = await Promise.all(ids.map((id) => q.claim(id)))
  const claimed = ids.filter((_, i) => won[i])
  if (!claimed.length) return
  const rows = await d.load(payload, claimed)
  // A few at a time: sends overlap with the (group-committed) writes that record them.
  const next = async (): Promise<void> => {
    const row = rows.shift()
    if (!row) return
    const id = d.idOf(row)
    try {
      await d.send(payload, row)
      await q.markSent(id)
    } catch (error) {
      await release(payload, d as Delivery<unknown>, id).catch(() => undefined)
      payload.logger.error({
        err: error,
        msg: `${d.name}: e-mail for ${d.collection} ${id} failed; it stays due for the next sweep`,
      })
    }
    return next()
  }
  await Promise.all(Array.from({ length: SEND_CONCURRENCY }, next))
}

/** After the visitor has been answered: send this row's e-mail from this process, soon. */
export function enqueue<Row>(payload: Payload, d: Delivery<Row>, id: number): void {
  const q = queue(payload, d as Delivery<unknown>)
  q.ids.push(id)
  q.running ??= (async () => {
    // Start once the current request has answered.
    await new Promise((resolve) => setImmediate(resolve))
    while (q.ids.length) {
      const batch = q.ids.splice(0, 50)
      await deliver(payload, d, q, batch).catch((error) =>
        payload.logger.error({ err: error, msg: `${d.name}: sending failed; the rows stay due` }),
      )
    }
  })().finally(() => (q.running = null))
}

/**
 * Sends every due e-mail of `d`, `batch` rows at a time, until none is left or `budgetMs` has
 * passed (the next run goes on); the jobs queue calls it on a schedule. Returns how many it found.
 */
export async function sweep<Row>(
  payload: Payload,
  d: Delivery<Row>,
  { batch = 100, budgetMs = 60_000 } = {},
): Promise<number> {
  if (d.ready && !(await d.ready(payload))) return 0
  const { db, t } = table(payload, d.collection)
  const q = queue(payload, d as Delivery<unknown>)
  const started = Date.now()
  let found = 0
  while (Date.now() - started < budgetMs) {
    const since = new Date(Date.now() - MAX_AGE_MS).toISOString()
    const conditions = [claimable(d as Delivery<unknown>, t), gt(t.createdAt as never, since), d.due?.(t)].filter(
      Boolean,
    )
    const rows = await db
      .select({ id: t.id })
      .from(t)
      .where(and(...(conditions as SQL[])))
      .limit(batch)
    found += rows.length
    if (rows.length)
      await deliver(
        payload,
        d,
        q,
        rows.map((r) => r.id),
      )
    // A short batch was the last; a full one may have more behind it.
    if (rows.length < batch) break
  }
  return found
}

/** Resolves when this process has nothing of `d` left in hand (tests, graceful shutdown). */
export async function delivered<Row>(payload: Payload, d: Delivery<Row>): Promise<void> {
  for (let q = queue(payload, d as Delivery<unknown>); q.running;) await q.running
}

/**
 * Makes a row due again at once if its e-mail went before `sentBefore` (and the row is still due): a pending
 * subscriber who signs up again gets the link again, at most once per period. One conditional UPDATE, so of
 * concurrent calls (any instance) one at most wins; true when this one did.
 */
export async function requeue<Row>(payload: Payload, d: Delivery<Row>, id: number, sentBefore: Date): Promise<boolean> {
  const { db, t } = table(payload, d.collection)
  const conditions = [inArray(t.id as never, [id]), lt(t[d.sent] as never, sentBefore.toISOString()), d.due?.(t)]
  const won = await db
    .update(t)
    .set({ [d.sent]: null, [d.claimed]: null })
    .where(and(...(conditions.filter(Boolean) as SQL[])))
    .returning({ id: t.id })
  return won.length > 0
}
