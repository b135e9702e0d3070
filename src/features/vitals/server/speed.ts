import type { Payload } from 'payload'
import { and, gte, inArray, sql } from '@payloadcms/db-sqlite/drizzle'
import { isoDate } from '@/lib/dates'
import { bucketFields, p75, pageKinds, type Device, type MetricName, type PageKind } from '../metrics'
import { vitalsTable } from './store'

/** The metrics the Speed view shows: Google's Core Web Vitals. FCP and TTFB are stored too (REST, `web-vitals`). */
export const viewMetrics = ['LCP', 'INP', 'CLS'] as const satisfies readonly MetricName[]
export type ViewMetric = (typeof viewMetrics)[number]
export const windows = [7, 28] as const

/** One day's histogram of one page kind, device and metric, all locales, connections and navigation types added. */
export type DayHistogram = { day: string; page: PageKind; device: Device; metric: ViewMetric; counts: number[] }

type Select = (fields: Record<string, unknown>) => {
  from: (table: unknown) => {
    where: (condition: unknown) => { groupBy: (...columns: unknown[]) => Promise<Record<string, unknown>[]> }
  }
}

/**
 * The histograms of the days from `firstDay` on, added up by the database (one statement, the same on SQLite and
 * PostgreSQL, whose sums of numeric columns arrive as strings).
 */
export async function readHistograms(payload: Payload, firstDay: string): Promise<DayHistogram[]> {
  const { db, t } = vitalsTable(payload)
  const sum = (field: string) => sql`sum(${t[field]})`
  const rows = await (db as unknown as { select: Select })
    .select({
      day: t.day,
      page: t.page,
      device: t.device,
      metric: t.metric,
      ...Object.fromEntries(bucketFields.map((f) => [f, sum(f)])),
    })
    .from(t)
    .where(and(gte(t.day as never, firstDay), inArray(t.metric as never, [...viewMetrics])))
    .groupBy(t.day, t.page, t.device, t.metric)
  return rows.map((row) => ({
    day: String(row.day),
    page: row.page as PageKind,
    device: row.device as Device,
    metric: row.metric as ViewMetric,
    counts: bucketFields.map((f) => Number(row[f] ?? 0)),
  }))
}

/** The last `count` days (São Paulo), oldest first, ending with today. */
export function lastDays(count: number, now = new Date()): string[] {
  return Array.from({ length: count }, (_, i) => isoDate(new Date(now.getTime() - (count - 1 - i) * 86_400_000)))
}

export type P75 = ReturnType<typeof p75>
export type SpeedSummary = {
  days: string[]
  /** Per device, the page kinds with any measurement in the last 28 days (in pageKinds order), each metric's p75s. */
  pages: Record<Device, { page: PageKind; p75: Record<ViewMetric, Record<(typeof windows)[number], P75>> }[]>
  /** Per metric and device, the p75 of each day (all page kinds), null where nothing was measured. */
  daily: Record<ViewMetric, Record<Device, P75[]>>
}

/** What the Speed view shows, from the histograms of the last 28 days. */
export function summarize(histograms: DayHistogram[], days: string[], order: readonly PageKind[]): SpeedSummary {
  const add = (into: Map<string, number[]>, key: string, counts: number[]) => {
    const sum = into.get(key)
    if (!sum) into.set(key, [...counts])
    else counts.forEach((n, i) => (sum[i] += n))
  }
  const perWindow = new Map<string, number[]>()
  const perDay = new Map<string, number[]>()
  for (const h of histograms) {
    const age = days.length - 1 - days.indexOf(h.day)
    if (age > days.length - 1) continue
    for (const w of windows) if (age < w) add(perWindow, `${h.device}|${h.page}|${h.metric}|${w}`, h.counts)
    add(perDay, `${h.metric}|${h.device}|${h.day}`, h.counts)
  }
  const pages = {} as SpeedSummary['pages']
  const daily = {} as SpeedSummary['daily']
  for (const device of ['phone', 'desktop'] as const) {
    pages[device] = order
      .filter((page) => viewMetrics.some((m) => perWindow.has(`${device}|${page}|${m}|28`)))
      .map((page) => ({
        page,
        p75: Object.fromEntries(
          viewMetrics.map((m) => [
            m,
            Object.fromEntries(windows.map((w) => [w, p75(m, perWindow.get(`${device}|${page}|${m}|${w}`) ?? [])])),
          ]),
        ) as Record<ViewMetric, Record<(typeof windows)[number], P75>>,
      }))
  }
  for (const m of viewMetrics) {
    daily[m] = {} as Record<Device, P75[]>
    for (const device of ['phone', 'desktop'] as const)
      daily[m][device] = days.map((day) => p75(m, perDay.get(`${m}|${device}|${day}`) ?? []))
  }
  return { days, pages, daily }
}

/** The Speed view's data as of `now`: the last 28 days, read and summarized. */
export async function speedSummary(payload: Payload, now = new Date()): Promise<SpeedSummary> {
  const days = lastDays(28, now)
  return summarize(await readHistograms(payload, days[0]), days, pageKinds)
}
