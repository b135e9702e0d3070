// Field Web Vitals: beacons through POST /api/vitals (Payload's own endpoint handling), folded into per-day histograms
// by batched upserts, and the Speed view's figures from them: synthetic values on bucket bounds give exactly the p75
// the view shows. On SQLite; with INT_POSTGRES_URL on PostgreSQL too (the same statements, see payload-harness.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Payload } from 'payload'
import { SpeedReport } from '@/features/vitals/admin/speed-report'
import type { Beacon } from '@/features/vitals/beacon'
import { resetLimits } from '@/lib/rate-limit'
import { speedSummary } from '@/features/vitals/server/speed'
import { flushBeacons, recordBeacon } from '@/features/vitals/server/store'
import { api, formsEnv, origin } from './forms-harness'
import { startPayload } from './payload-harness'

formsEnv()
process.env.VITALS_RATE_LIMIT_PER_MINUTE = '100000'
let payload: Payload
let cleanup: () => Promise<void>
beforeAll(async () => ({ payload, cleanup } = await startPayload()))
afterAll(async () => cleanup?.())

const DAY = 86_400_000
const base = { page: 'case', locale: 'pt', device: 'phone', connection: '4g' } as const
const beacon = (metrics: [Beacon['metrics'][number]['name'], number][], over: Partial<Beacon> = {}): Beacon => ({
  ...base,
  ...over,
  metrics: metrics.map(([name, value]) => ({ name, value, navigation: 'navigate' })),
})
const send = (body: unknown, headers: Record<string, string> = {}, ip?: string) =>
  api('/api/vitals', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    ip,
  })

async function rows() {
  const { docs } = await payload.find({ collection: 'web-vitals', limit: 1000, depth: 0, pagination: false })
  return docs
}

/** A cell of the rendered Speed view: its value as shown, its rating and its number of samples. */
function cell(html: string, device: string, page: string, metric: string, days: number) {
  const section = html.split('<section').find((s) => s.includes(`data-device="${device}"`)) ?? ''
  const row = section.split('<tr').find((r) => r.includes(`data-page="${page}"`)) ?? ''
  const td = row.split('<td').find((c) => c.includes(`data-metric="${metric}" data-days="${days}"`)) ?? ''
  return {
    value: /data-value="true">([^<]*)</.exec(td)?.[1] ?? null,
    rating: /data-rating="([^"]+)"/.exec(td)?.[1] ?? null,
    samples: Number(/data-samples="(\d+)"/.exec(td)?.[1] ?? NaN),
  }
}
const render = async (language: 'pt' | 'en', now?: Date) =>
  renderToStaticMarkup(createElement(SpeedReport, { summary: await speedSummary(payload, now), language }))

describe('the beacon endpoint', () => {
  beforeEach(() => resetLimits())

  it('answers 204 to a valid beacon, whatever type sendBeacon gives it, and stores nothing of the request', async () => {
    const before = (await rows()).length
    const res = await send(beacon([['TTFB', 100]], { page: 'legal' }), { 'user-agent': 'Mozilla/5.0 (Test)' })
    expect(res.status).toBe(204)
    expect(
      (await send(beacon([['TTFB', 100]], { page: 'legal' }), { 'content-type': 'application/json' })).status,
    ).toBe(204)
    await flushBeacons(payload)
    const stored = (await rows()).filter((r) => r.page === 'legal')
    expect(stored).toHaveLength(1)
    expect((await rows()).length).toBe(before + 1)
    // Only the histogram's own columns: no address, user agent or identifier anywhere in the row.
    const text = JSON.stringify(stored[0])
    expect(text).not.toMatch(/198\.51\.100|Mozilla|user|agent|ip/i)
  })

  it.each([
    ['not JSON', 'LCP=1'],
    ['an empty body', ''],
    ['a field out of its list', JSON.stringify({ ...beacon([['LCP', 1]]), device: 'watch' })],
    ['an identifier', JSON.stringify({ ...beacon([['LCP', 1]]), visitorId: 'abc' })],
    ['a negative value', JSON.stringify(beacon([['LCP', -5]]))],
  ])('answers 400 to %s and stores nothing', async (_, body) => {
    const before = await rows()
    expect((await send(body)).status).toBe(400)
    await flushBeacons(payload)
    expect(await rows()).toEqual(before)
  })

  it('refuses a body over 2 KB with 413', async () => {
    const padded = JSON.stringify(beacon([['LCP', 1]])).replace('"page"', `"${'x'.repeat(2100)}":1,"page"`)
    expect((await send(padded)).status).toBe(413)
  })

  it('refuses a beacon posted from a page of another site (403)', async () => {
    expect((await send(beacon([['LCP', 1]]), { origin: 'https://evil.example' })).status).toBe(403)
    expect((await send(beacon([['LCP', 1]]), { origin: 'null' })).status).toBe(403)
    expect((await send(beacon([['LCP', 1]]), { origin })).status).toBe(204)
  })

  it('limits beacons per client address (429 with Retry-After), not for everyone', async () => {
    process.env.VITALS_RATE_LIMIT_PER_MINUTE = '3'
    resetLimits()
    try {
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push((await send(beacon([['LCP', 1]]), {}, '203.0.113.9')).status)
      expect(statuses).toEqual([204, 204, 204, 429])
      const refused = await send(beacon([['LCP', 1]]), {}, '203.0.113.9')
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await send(beacon([['LCP', 1]]), {}, '203.0.113.10')).status).toBe(204)
    } finally {
      process.env.VITALS_RATE_LIMIT_PER_MINUTE = '100000'
      resetLimits()
    }
  })
})

describe('the histograms', () => {
  it('fold many beacons into one row per day and key, adding to what is stored', async () => {
    const key = { page: 'contact', device: 'desktop' } as const
    await Promise.all(Array.from({ length: 30 }, () => send(beacon([['FCP', 1000]], key))))
    await flushBeacons(payload)
    await Promise.all(Array.from({ length: 12 }, () => send(beacon([['FCP', 3000]], key))))
    await flushBeacons(payload)
    const stored = (await rows()).filter((r) => r.page === 'contact')
    expect(stored).toHaveLength(1)
    expect(stored[0].count).toBe(42)
    expect(stored[0].b22).toBe(30) // ≤ 1 s
    expect(stored[0].b28).toBe(12) // ≤ 3 s
  })

  it('keep the counts of a write that failed, and store them with the next', async () => {
    const drizzle = (payload.db as unknown as { drizzle: { insert: (...a: unknown[]) => unknown } }).drizzle
    const insert = drizzle.insert
    drizzle.insert = () => {
      throw new Error('database unavailable')
    }
    try {
      for (let i = 0; i < 3; i++) recordBeacon(payload, beacon([['INP', 40]], { page: 'service', device: 'desktop' }))
      await flushBeacons(payload)
      expect((await rows()).filter((r) => r.page === 'service')).toEqual([])
    } finally {
      drizzle.insert = insert
    }
    await flushBeacons(payload)
    expect((await rows()).filter((r) => r.page === 'service').map((r) => r.count)).toEqual([3])
  })
})

describe('the Speed view', () => {
  it('shows exactly the p75 of known values, per page kind and device, over 7 and 28 days', async () => {
    // Today, through the endpoint, spread over locales, connections and navigation types (all added up).
    const today: [string, number][] = [
      ['LCP', 1000],
      ['LCP', 1200],
      ['LCP', 1500],
      ['LCP', 2000],
    ]
    for (const [i, [name, value]] of today.entries()) {
      const res = await send(
        beacon(
          [
            [name as 'LCP', value],
            ['INP', [100, 200, 300, 600][i]],
            ['CLS', [0, 0.05, 0.1, 0.25][i]],
          ],
          { page: 'article', locale: i % 2 ? 'en' : 'pt', connection: i < 2 ? '4g' : 'unknown' },
        ),
      )
      expect(res.status).toBe(204)
    }
    // Taken after the sends, so that a midnight between them leaves those in yesterday (still within 7 days).
    const now = new Date()
    // Ten days ago: only in the 28-day window.
    for (const value of [4000, 5000, 6000, 8000])
      recordBeacon(payload, beacon([['LCP', value]], { page: 'article' }), new Date(now.getTime() - 10 * DAY))
    // Forty days ago: in no window.
    recordBeacon(payload, beacon([['LCP', 30000]], { page: 'article' }), new Date(now.getTime() - 40 * DAY))
    // Desktop, home.
    for (const value of [500, 500, 500, 70_000])
      recordBeacon(payload, beacon([['LCP', value]], { page: 'home', device: 'desktop' }), now)
    await flushBeacons(payload)

    const pt = await render('pt', now)
    // 7 days: 1000, 1200, 1500, 2000 → the 3rd of 4 → 1.5 s.
    expect(cell(pt, 'phone', 'article', 'LCP', 7)).toEqual({ value: '1,5 s', rating: 'good', samples: 4 })
    // 28 days: those and 4000, 5000, 6000, 8000 → the 6th of 8 → 5 s.
    expect(cell(pt, 'phone', 'article', 'LCP', 28)).toEqual({ value: '5 s', rating: 'poor', samples: 8 })
    expect(cell(pt, 'phone', 'article', 'INP', 7)).toEqual({ value: '300 ms', rating: 'needs-improvement', samples: 4 })
    expect(cell(pt, 'phone', 'article', 'CLS', 28)).toEqual({ value: '0,10', rating: 'good', samples: 4 })
    expect(cell(pt, 'desktop', 'home', 'LCP', 7)).toEqual({ value: '500 ms', rating: 'good', samples: 4 })
    // Phone and desktop apart: no desktop row for articles, no phone row for home.
    expect(cell(pt, 'desktop', 'article', 'LCP', 7).value).toBeNull()
    expect(cell(pt, 'phone', 'home', 'LCP', 7).value).toBeNull()

    const en = await render('en', now)
    expect(en).toContain('Speed')
    expect(cell(en, 'phone', 'article', 'CLS', 7)).toEqual({ value: '0.10', rating: 'good', samples: 4 })
    expect(pt).toContain('Celular')
    expect(pt).toContain('Velocidade')
  })

  it('draws a chart per metric, one point per day with samples', async () => {
    const html = await render('en')
    for (const metric of ['LCP', 'INP', 'CLS'])
      expect(html).toContain(`${metric}: p75 per day over the last 28 days, phone and desktop`)
    expect(html).toMatch(/<path d="M[\d.]+ [\d.]+/)
  })

  it('says there is nothing yet when nothing was measured in 28 days', async () => {
    const html = await render('en', new Date(Date.now() + 60 * DAY))
    expect(html).toContain('No measurements yet')
  })
})

describe('keeping 90 days', () => {
  it('the hourly job deletes the days older than 90 and keeps the rest', async () => {
    const now = Date.now()
    recordBeacon(payload, beacon([['TTFB', 50]], { page: 'other' }), new Date(now - 91 * DAY))
    recordBeacon(payload, beacon([['TTFB', 50]], { page: 'other' }), new Date(now - 89 * DAY))
    await flushBeacons(payload)
    expect((await rows()).filter((r) => r.page === 'other')).toHaveLength(2)
    await payload.jobs.queue({ task: 'prune-web-vitals', input: {} })
    await payload.jobs.run()
    const kept = (await rows()).filter((r) => r.page === 'other')
    expect(kept).toHaveLength(1)
    expect(new Date(`${kept[0].day}T12:00:00Z`).getTime()).toBeGreaterThan(now - 90 * DAY)
  })
})
