// The admin works at whatever address the site is opened: here at 127.0.0.1 while SITE_URL names localhost (the e2e
// server's), as a browser sends its requests there. Same-origin requests use the session cookie; cross-origin ones
// stay refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seoOf } from '../publishable'
import { origin } from './support/env'
import { signIn } from './support/sign-in'

const site = new URL(origin)
/** The same server at the other loopback name. */
const second = `http://${site.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${site.port}`
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
const editor = { email: `address-${stamp()}@studio.local`, password: `pw-${stamp()}-ok` }
let adminToken: string
let cookie: string
let caseId: number

/** What a browser at `address` sends with a request of the page there: its cookie and its own origin. */
const browserAt = (address: string, headers: Record<string, string> = {}) => ({
  cookie,
  origin: address,
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/json',
  ...headers,
})

beforeAll(async () => {
  adminToken = await signIn(origin)
  const made = await fetch(`${origin}/api/users`, {
    method: 'POST',
    headers: { authorization: `JWT ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...editor, roles: ['editor'] }),
  })
  expect(made.status).toBe(201)
  // Signed in at the second address, as the admin's login form does there.
  const login = await fetch(`${second}/api/users/login`, {
    method: 'POST',
    headers: { origin: second, 'content-type': 'application/json' },
    body: JSON.stringify(editor),
  })
  expect(login.status).toBe(200)
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
  expect(cookie).toMatch(/^payload-token=/)
  const media = (await (await fetch(`${origin}/api/media?limit=1&depth=0`)).json()).docs[0].id
  const created = await fetch(`${origin}/api/cases?locale=pt`, {
    method: 'POST',
    headers: { authorization: `JWT ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: `Endereço ${stamp()}`, year: 2025, cover: media, ...seoOf('pt') }),
  })
  expect(created.status).toBe(201)
  caseId = (await created.json()).doc.id
})

afterAll(async () => {
  await fetch(`${origin}/api/cases/${caseId}`, { method: 'DELETE', headers: { authorization: `JWT ${adminToken}` } })
})

describe(`the admin opened at ${second}, SITE_URL ${origin}`, () => {
  it('saves a draft, publishes, and knows who is signed in, for a request from its own address', async () => {
    const save = await fetch(`${second}/api/cases/${caseId}?locale=pt&draft=true&autosave=true`, {
      method: 'PATCH',
      headers: browserAt(second),
      body: JSON.stringify({ title: 'Salvo no segundo endereço' }),
    })
    expect(save.status, await save.clone().text()).toBe(200)
    const publish = await fetch(`${second}/api/cases/${caseId}?locale=pt`, {
      method: 'PATCH',
      headers: browserAt(second),
      body: JSON.stringify({ title: 'Publicado no segundo endereço', _status: 'published' }),
    })
    expect(publish.status, await publish.clone().text()).toBe(200)
    const me = await (await fetch(`${second}/api/users/me`, { headers: browserAt(second) })).json()
    expect(me.user?.email).toBe(editor.email)
    // The admin schedules its "session ends" warning and its refresh by `exp`.
    expect(me.exp).toBeGreaterThan(Date.now() / 1000)
    const refreshed = await fetch(`${second}/api/users/refresh-token`, { method: 'POST', headers: browserAt(second) })
    expect(refreshed.status).toBe(200)
    const preview = await fetch(`${second}/api/cases/search-preview`, {
      method: 'POST',
      headers: browserAt(second),
      body: JSON.stringify({ id: caseId, locale: 'pt', data: { title: 'Prévia' } }),
    })
    expect(preview.status).toBe(200)
  })

  it('changes nothing for a request from another site, nor one that claims the address in another header', async () => {
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', 'x-forwarded-host': '127.0.0.1' },
      { origin: `https://${new URL(second).host}` },
      { origin: 'null' },
    ]
    for (const headers of attempts) {
      const res = await fetch(`${second}/api/cases/${caseId}?locale=pt&draft=true`, {
        method: 'PATCH',
        headers: browserAt(second, headers),
        body: JSON.stringify({ title: 'Mudado de fora' }),
      })
      expect(res.status, JSON.stringify(headers)).toBe(403)
    }
    const doc = await (await fetch(`${origin}/api/cases/${caseId}?locale=pt&depth=0`)).json()
    expect(doc.title).not.toBe('Mudado de fora')
  })
})
