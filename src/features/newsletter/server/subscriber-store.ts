import type { Payload } from 'payload'
import { and, eq, isNull } from '@payloadcms/db-sqlite/drizzle'

/**
 * The two writes on the sign-up hot path, as single SQL statements through
 * Payload's own Drizzle instance (the same on SQLite and PostgreSQL) rather than
 * `payload.create`/`update`: each is one round trip, and the database's unique
 * index and row update decide races by themselves. Measured on this machine:
 * ~1–2 ms against ~9 ms for `payload.create` (validation, hooks, transaction,
 * read-back). Subscribers have no hooks, versions or relations that this skips;
 * give the collection one and it must move here too (or back to the local API).
 */

type Table = Record<string, unknown>
type Returning = { returning: (fields: Record<string, unknown>) => Promise<{ id: number }[]> }
type Drizzle = {
  insert: (table: Table) => { values: (row: Record<string, unknown>) => { onConflictDoNothing: () => Returning } }
  update: (table: Table) => { set: (values: Record<string, unknown>) => { where: (condition: unknown) => Returning } }
}

function subscribersTable(payload: Payload): { db: Drizzle; t: Table & { id: never; confirmationSentAt: never } } {
  const adapter = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, Table> }
  return { db: adapter.drizzle, t: adapter.tables.subscribers as Table & { id: never; confirmationSentAt: never } }
}

export type NewSubscriber = {
  name: string
  surname: string
  email: string
  locale: 'pt' | 'en'
  consentAt: string
  policyVersion: string
  sourcePage: string
}

/** Inserts a pending subscriber; null when the e-mail is already there (the unique index said so). */
export async function insertPending(payload: Payload, row: NewSubscriber): Promise<number | null> {
  const { db, t } = subscribersTable(payload)
  const now = new Date().toISOString()
  const [inserted] = await db
    .insert(t)
    .values({ ...row, status: 'pending', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: t.id })
  return inserted?.id ?? null
}

/**
 * Marks the confirmation e-mail of `id` as being sent, if nobody has: true for
 * exactly one caller, so two processes (or a retry) never send it twice.
 */
export async function claimConfirmation(payload: Payload, id: number): Promise<boolean> {
  const { db, t } = subscribersTable(payload)
  const claimed = await db
    .update(t)
    .set({ confirmationSentAt: new Date().toISOString() })
    .where(and(eq(t.id, id), isNull(t.confirmationSentAt)))
    .returning({ id: t.id })
  return claimed.length === 1
}

/** Gives the claim back (sending failed, or a resend is due), so the next sweep or sign-up sends it. */
export async function releaseConfirmation(payload: Payload, id: number): Promise<void> {
  const { db, t } = subscribersTable(payload)
  await db.update(t).set({ confirmationSentAt: null }).where(eq(t.id, id)).returning({ id: t.id })
}
