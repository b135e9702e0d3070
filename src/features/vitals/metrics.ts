/**
 * What a field measurement is made of, and how it is kept: the names the browser sends, the
 * histogram buckets the server folds values into, and Google's thresholds. Shared by the
 * reporter (names only), the endpoint (validation), the store (buckets) and the Speed view (p75).
 */

export const metricNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
export type MetricName = (typeof metricNames)[number]

/** The kinds of public page, each with its own row in the Speed view. */
export const pageKinds = [
  'home',
  'cases',
  'case',
  'articles',
  'article',
  'what-we-do',
  'service',
  'about',
  'contact',
  'legal',
  'other',
] as const
export type PageKind = (typeof pageKinds)[number]

export const devices = ['phone', 'desktop'] as const
export type Device = (typeof devices)[number]

/** `navigator.connection.effectiveType`, or `unknown` where the browser does not say (Safari, Firefox). */
export const connections = ['4g', '3g', '2g', 'slow-2g', 'unknown'] as const
export type Connection = (typeof connections)[number]

/** web-vitals' `navigationType`. */
export const navigationTypes = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const
export type NavigationType = (typeof navigationTypes)[number]

/**
 * Upper bounds of the histogram buckets, in milliseconds: 1, 1.2, 1.5, 1.8, 2, 2.5, 3, 4, 5, 6, 8 per decade (each
 * bucket at most a third wider than the one below), so every threshold below is a bound and a p75 read from the
 * buckets is never on the wrong side of one. A value v falls in the first bucket whose bound is ≥ v; the last
 * bucket holds everything above 60 s. CLS (a score, not a time) uses the same bounds divided by 1000.
 */
const millisecondBounds = [
  0, 5, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100, 120, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1200, 1500,
  1800, 2000, 2500, 3000, 4000, 5000, 6000, 8000, 10000, 12000, 15000, 20000, 30000, 60000,
] as const
const scoreBounds = millisecondBounds.map((b) => b / 1000)

export function bucketBounds(metric: MetricName): readonly number[] {
  return metric === 'CLS' ? scoreBounds : millisecondBounds
}

/** How many buckets a histogram has: one per bound, and one above the last. */
export const bucketCount = millisecondBounds.length + 1

/** The database column (Payload field) of each bucket: b0 … b39. */
export const bucketFields = Array.from({ length: bucketCount }, (_, i) => `b${i}`)

/** The bucket of `value`: the first whose upper bound is ≥ it, or the last (above every bound). */
export function bucketOf(metric: MetricName, value: number): number {
  const bounds = bucketBounds(metric)
  for (let i = 0; i < bounds.length; i++) if (value <= bounds[i]) return i
  return bounds.length
}

/** The largest value the endpoint takes: an hour, or a layout-shift score of 100 (web-vitals never reports more). */
export function maxValue(metric: MetricName): number {
  return metric === 'CLS' ? 100 : 3_600_000
}

/** Google's published thresholds: up to `good` is good, above `poor` is poor, between needs improvement. */
export const thresholds: Record<MetricName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
}

export type Rating = 'good' | 'needs-improvement' | 'poor'

export function rating(metric: MetricName, value: number): Rating {
  const { good, poor } = thresholds[metric]
  if (value <= good) return 'good'
  return value <= poor ? 'needs-improvement' : 'poor'
}

/**
 * The 75th percentile of a histogram (nearest rank: the smallest value at least 75 % of the samples are at or
 * below), as the upper bound of the bucket it falls in; `above: true` when that is the last bucket, above every
 * bound (the value is then "more than" the last bound). Null for an empty histogram.
 */
export function p75(
  metric: MetricName,
  counts: readonly number[],
): { value: number; above: boolean; samples: number } | null {
  const samples = counts.reduce((a, b) => a + b, 0)
  if (samples === 0) return null
  const rank = Math.ceil(0.75 * samples)
  const bounds = bucketBounds(metric)
  let seen = 0
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i]
    if (seen >= rank) {
      if (i < bounds.length) return { value: bounds[i], above: false, samples }
      return { value: bounds[bounds.length - 1], above: true, samples }
    }
  }
  return { value: bounds[bounds.length - 1], above: true, samples }
}
