import type { Payload } from 'payload'
import { lt, sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import { isoDate } from '@/lib/dates'
import { onShutdown } from '@/lib/shutdown'
import { bucketCount, bucketFields, bucketOf } from '../metrics'
import { storeSettings } from '../settings'
import type { ValidBeacon } from './schema'

/**
 * Beacons become per-day histograms (collection `web-vitals`, one row per day × page kind × locale × device × metric ×
 * connection × navigation type) without a write per beacon: they are added up here, in memory, and written every
 * few seconds (or at once after a burst) by one upsert per row that adds the counts to what is stored, through
 * Payload's own Drizzle instance (the same statement on SQLite and PostgreSQL; several processes add up correctly).
 * A failed write keeps the counts for the next one. What a process holds when it is killed outright (at most a few
 * seconds of beacons) is lost; on SIGTERM it is written first (lib/shutdown.ts).
 */

const keyFields = ['day', 'page', 'locale', 'device', 'metric', 'connection', 'navigation'] as const
type Row = Record<(typeof keyFields)[number], string> & { count: number; buckets: number[] }

type Column = { name: string }
type Table = Record<string, Column>
type Drizzle = {
  insert: (table: Table) => {
    values: (rows: Record<string, unknown>[]) => {
      onConflictDoUpdate: (config: { target: Column[]; set: Record<string, unknown> }) => Promise<unknown>
    }
  }
  delete: (table: Table) => { where: (condition: SQL) => Promise<unknown> }
}

export function vitalsTable(payload: Payload): { db: Drizzle; t: Table } {
  const adapter = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, Table> }
  return { db: adapter.drizzle, t: adapter.tables.web_vitals }
}

// Rows per statement: 50 rows of 51 values stay far below SQLite's and PostgreSQL's limits on bound parameters.
const ROWS_PER_STATEMENT = 50

class Histograms {
  private pending = new Map<string, Row>()
  private beacons = 0
  private timer: ReturnType<typeof setTimeout> | null = null
  private writing: Promise<void> = Promise.resolve()
  /** A write asked for and not yet started: later asks join it. */
  private queued: Promise<void> | null = null
  private failing = false

  constructor(private readonly payload: Payload) {}

  add(beacon: ValidBeacon, now: Date): void {
    const day = isoDate(now)
    const { page, locale, device, connection } = beacon
    for (const { name, value, navigation } of beacon.metrics) {
      const parts = { day, page, locale, device, metric: name, connection, navigation }
      const key = keyOf(parts)
      let row = this.pending.get(key)
      if (!row) {
        row = { ...parts, count: 0, buckets: new Array<number>(bucketCount).fill(0) }
        this.pending.set(key, row)
      }
      row.count++
      row.buckets[bucketOf(name, value)]++
    }
    this.beacons++
    if (this.beacons >= storeSettings.flushAtBeacons) void this.flush()
    else this.timer ??= setTimeout(() => void this.flush(), storeSettings.flushEveryMs).unref()
  }

  /** Writes what has been gathered; resolves once it is stored (or has failed and been kept for the next write). */
  flush(): Promise<void> {
    if (this.queued) return this.queued
    const next = this.writing.then(() => {
      this.queued = null
      return this.write()
    })
    this.queued = this.writing = next
    return next
  }

  private async write(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const rows = [...this.pending.values()]
    this.pending = new Map()
    this.beacons = 0
    if (!rows.length) return
    try {
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
        await upsert(this.payload, rows.slice(i, i + ROWS_PER_STATEMENT))
      if (this.failing) this.payload.logger.info('Web Vitals: measurements are being stored again.')
      this.failing = false
    } catch (error) {
      // Counts are added back (a chunk already written is not: nothing is counted twice) and tried again later.
      if (!this.failing) this.payload.logger.error({ err: error, msg: 'Web Vitals: could not store measurements' })
      this.failing = true
      for (const row of rows) this.merge(row)
      this.timer ??= setTimeout(() => void this.flush(), storeSettings.flushEveryMs).unref()
    }
  }

  private merge(row: Row): void {
    const key = keyOf(row)
    const kept = this.pending.get(key)
    if (!kept) return void this.pending.set(key, row)
    kept.count += row.count
    row.buckets.forEach((n, i) => (kept.buckets[i] += n))
  }
}

const keyOf = (parts: Record<(typeof keyFields)[number], string>) => keyFields.map((f) => parts[f]).join('|')

async function upsert(payload: Payload, rows: Row[]): Promise<void> {
  const { db, t } = vitalsTable(payload)
  const now = new Date().toISOString()
  const added = (field: string) => sql`${t[field]} + excluded.${sql.identifier(t[field].name)}`
  await db
    .insert(t)
    .values(
      rows.map(({ buckets, ...row }) => ({
        ...row,
        ...Object.fromEntries(bucketFields.map((f, i) => [f, buckets[i]])),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: keyFields.map((f) => t[f]),
      set: { count: added('count'), ...Object.fromEntries(bucketFields.map((f) => [f, added(f)])), updatedAt: now },
    })
}

// One per process and Payload instance, whichever bundle asks (the /api route, the jobs, tests).
const KEY = Symbol.for('studio.vitals.histograms')
type GlobalWithStores = typeof globalThis & { [KEY]?: WeakMap<Payload, Histograms> }

function histograms(payload: Payload): Histograms {
  const perPayload = ((globalThis as GlobalWithStores)[KEY] ??= new WeakMap())
  let store = perPayload.get(payload)
  if (!store) {
    const created = new Histograms(payload)
    perPayload.set(payload, (store = created))
    onShutdown(() => created.flush())
  }
  return store
}

/** Counts a valid beacon's metrics in today's (São Paulo) histograms; stored within a few seconds. */
export function recordBeacon(payload: Payload, beacon: ValidBeacon, now = new Date()): void {
  histograms(payload).add(beacon, now)
}

/** Stores every beacon counted so far (tests, shutdown). */
export function flushBeacons(payload: Payload): Promise<void> {
  return histograms(payload).flush()
}

/** Deletes the days older than `keepDays` (a jobs task, cms/jobs); returns the first day kept. */
export async function pruneOldDays(payload: Payload, now = new Date()): Promise<string> {
  const { db, t } = vitalsTable(payload)
  const firstKept = isoDate(new Date(now.getTime() - storeSettings.keepDays * 24 * 60 * 60 * 1000))
  await db.delete(t).where(lt(t.day as never, firstKept))
  return firstKept
}
