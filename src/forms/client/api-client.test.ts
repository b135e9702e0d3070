import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiGet, apiPost, apiUrl } from './api-client'
import { inFlight, type InFlightEvent } from '../../lib/in-flight'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => vi.unstubAllGlobals())

describe('apiUrl', () => {
  it('puts every path under /api', () => {
    expect(apiUrl('/newsletter')).toBe('/api/newsletter')
    expect(apiUrl('newsletter')).toBe('/api/newsletter')
  })
})

describe('apiPost', () => {
  it('sends JSON and reads JSON back', async () => {
    const fetch = vi.fn(async () => json({ message: 'ok' }, 201))
    vi.stubGlobal('fetch', fetch)
    const result = await apiPost<{ message: string }>('/newsletter', { email: 'a@b.co' })
    expect(result).toEqual({ ok: true, status: 201, data: { message: 'ok' } })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/newsletter')
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"email":"a@b.co"}')
    expect(new Headers(init.headers).get('content-type')).toBe('application/json')
  })
  it('passes error answers through with their body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ errors: ['email'] }, 400)),
    )
    expect(await apiPost('/newsletter', {})).toEqual({ ok: false, status: 400, data: { errors: ['email'] } })
  })
  it('answers status 0 instead of throwing on a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    expect(await apiPost('/newsletter', {})).toEqual({ ok: false, status: 0, data: null })
  })
  it('reads a non-JSON body as no data', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } })),
    )
    expect(await apiGet('/x')).toEqual({ ok: false, status: 502, data: null })
  })
  it('reports each request to the in-flight store, with server failures marked', async () => {
    const events: InFlightEvent[] = []
    const off = inFlight.subscribe((e) => events.push(e))
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({}, 503)),
    )
    const pending = apiPost('/x', {})
    expect(inFlight.count()).toBe(1)
    await pending
    off()
    expect(events).toEqual([
      { count: 1, failed: false },
      { count: 0, failed: true },
    ])
  })
})
