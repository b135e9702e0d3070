import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { api, formsEnv, loginToken } from './forms-harness'
import { startPayload } from './payload-harness'

const { outbox } = formsEnv()
let payload: Payload
let cleanup: () => Promise<void>
let adminToken: string
let editorToken: string
let audienceToken: string

beforeAll(async () => {
  ;({ payload, cleanup } = await startPayload())
  await payload.create({
    collection: 'users',
    data: { email: 'admin@test.local', password: 'admin-pass-1', roles: ['admin'] },
  })
  await payload.create({
    collection: 'users',
    data: { email: 'editor@test.local', password: 'editor-pass-1', roles: ['editor'] },
  })
  adminToken = await loginToken(payload, 'admin@test.local', 'admin-pass-1')
  editorToken = await loginToken(payload, 'editor@test.local', 'editor-pass-1')
  // An editor who also does the newsletter: the "subscribers" role.
  await payload.create({
    collection: 'users',
    data: { email: 'audience@test.local', password: 'audience-pass-1', roles: ['editor', 'subscribers'] },
  })
  audienceToken = await loginToken(payload, 'audience@test.local', 'audience-pass-1')
  const base = { status: 'pending' as const, consentAt: '2026-02-01T10:00:00.000Z', policyVersion: '2026-01' }
  await payload.create({
    collection: 'subscribers',
    data: { ...base, name: 'Ana', surname: 'Souza', email: 'ana@x.co', locale: 'pt' },
  })
  await payload.create({
    collection: 'subscribers',
    data: { ...base, name: '=cmd|x', surname: 'Doe', email: 'eve@x.co', locale: 'en', status: 'confirmed' },
  })
  await payload.create({
    collection: 'leads',
    data: { name: 'Lead', email: 'lead@x.co', phone: '11987654321', budget: 'not-sure', message: 'Oi', status: 'new' },
  })
})
afterAll(async () => {
  await cleanup?.()
  fs.rmSync(outbox, { recursive: true, force: true })
})

describe('subscribers and leads through /api', () => {
  it('are closed to the public for reading and writing', async () => {
    for (const collection of ['subscribers', 'leads']) {
      expect((await api(`/api/${collection}`)).status).toBe(403)
      expect((await api(`/api/${collection}`, { method: 'POST', body: { name: 'x', email: 'x@y.co' } })).status).toBe(
        403,
      )
    }
    const [sub] = (await payload.find({ collection: 'subscribers', limit: 1 })).docs
    expect((await api(`/api/subscribers/${sub.id}`)).status).toBe(403)
    expect((await api(`/api/subscribers/${sub.id}`, { method: 'PATCH', body: { status: 'confirmed' } })).status).toBe(
      403,
    )
  })

  it('are hidden from editors without the subscribers role', async () => {
    expect((await api('/api/subscribers?depth=0', { token: editorToken })).status).toBe(403)
    const [sub] = (await payload.find({ collection: 'subscribers', limit: 1 })).docs
    expect((await api(`/api/subscribers/${sub.id}`, { token: editorToken })).status).toBe(403)
    expect((await api('/api/subscribers/export.csv', { token: editorToken })).status).toBe(403)
  })

  it('let the subscribers role read subscribers but not change them, and keep leads admin-only', async () => {
    const list = await api('/api/subscribers?depth=0', { token: audienceToken })
    expect(list.status).toBe(200)
    expect((await list.json()).totalDocs).toBe(2)
    const [sub] = (await payload.find({ collection: 'subscribers', limit: 1 })).docs
    expect(
      (
        await api(`/api/subscribers/${sub.id}`, {
          method: 'PATCH',
          body: { status: 'unsubscribed' },
          token: audienceToken,
        })
      ).status,
    ).toBe(403)
    expect((await api(`/api/subscribers/${sub.id}`, { method: 'DELETE', token: audienceToken })).status).toBe(403)
    expect((await api('/api/leads', { token: audienceToken })).status).toBe(403)
    expect((await api('/api/leads', { token: editorToken })).status).toBe(403)
    // Nobody creates them through the API, not even an admin: only the form endpoints do.
    expect(
      (
        await api('/api/subscribers', {
          method: 'POST',
          body: { name: 'x', surname: 'y', email: 'z@y.co' },
          token: adminToken,
        })
      ).status,
    ).toBe(403)
    const leads = await api('/api/leads', { token: adminToken })
    expect(leads.status).toBe(200)
    expect((await leads.json()).totalDocs).toBe(1)
  })

  it('filters subscribers by status and locale', async () => {
    const res = await api('/api/subscribers?where[status][equals]=confirmed&where[locale][equals]=en', {
      token: audienceToken,
    })
    expect((await res.json()).docs.map((d: { email: string }) => d.email)).toEqual(['eve@x.co'])
  })
})

describe('GET /api/subscribers/export.csv', () => {
  it('needs a signed-in user', async () => {
    expect((await api('/api/subscribers/export.csv')).status).toBe(401)
  })

  it('exports every subscriber for the subscribers role, formulas neutralised', async () => {
    const res = await api('/api/subscribers/export.csv', { token: audienceToken })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'email,name,surname,status,locale,consentAt,policyVersion,sourcePage,confirmedAt,unsubscribedAt,createdAt',
    )
    expect(lines).toHaveLength(3)
    expect(lines[1]).toMatch(/^ana@x\.co,Ana,Souza,pending,pt,2026-02-01T10:00:00\.000Z,2026-01,/)
    expect(lines[2]).toMatch(/^eve@x\.co,'=cmd\|x,Doe,confirmed,en,/)
  })

  it('applies the admin list’s filters and search', async () => {
    const byStatus = await api('/api/subscribers/export.csv?where[or][0][and][0][status][equals]=confirmed', {
      token: adminToken,
    })
    expect((await byStatus.text()).trim().split('\r\n')).toHaveLength(2)
    const bySearch = await api('/api/subscribers/export.csv?search=souza', { token: adminToken })
    const rows = (await bySearch.text()).trim().split('\r\n')
    expect(rows).toHaveLength(2)
    expect(rows[1]).toContain('ana@x.co')
  })
})
