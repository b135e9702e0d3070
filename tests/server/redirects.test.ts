// Every redirect the site sends has exactly one `Location`, counted on the raw headers as they leave the server (a
// proxy that folds two into one sends `/a, /a`), and it never names the host the server runs Next under (localhost):
// it is relative, so it works at whatever address the visitor used.
import http from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { seoOf } from '../publishable'
import { origin } from './support/env'
import { signIn } from './support/sign-in'

type Raw = { status: number; locations: string[] }

/** One request; the status and every `Location` header as sent, duplicates included. */
function raw(
  target: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Raw> {
  const url = new URL(origin)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: target,
        agent: false,
        headers: {
          accept: 'text/html',
          ...headers,
          ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
        },
      },
      (res) => {
        const locations: string[] = []
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          if (res.rawHeaders[i].toLowerCase() === 'location') locations.push(res.rawHeaders[i + 1])
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, locations }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

async function json(target: string, method: string, data: unknown, token?: string) {
  const res = await fetch(`${origin}${target}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify(data),
  })
  const body = await res.json()
  if (!res.ok) throw new Error(`${method} ${target} → ${res.status} ${JSON.stringify(body)}`)
  return body
}

/**
 * Asks until `target` redirects (a publish reaches the site within seconds), then returns that answer: the render that
 * made the redirect, which is the answer that carried the second `Location`.
 */
async function redirecting(target: string): Promise<Raw> {
  const until = Date.now() + 15_000
  for (;;) {
    const answer = await raw(target)
    if (answer.status >= 300 && answer.status < 400) return answer
    if (Date.now() > until) return answer
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const stamp = `${Date.now()}`
let token: string
const oldSlug = `caso-antigo-${stamp}`
const newSlug = `caso-novo-${stamp}`
const editorsAddress = `/endereco-do-site-antigo-${stamp}`

beforeAll(async () => {
  token = await signIn(origin)
  const cover = (await (await fetch(`${origin}/api/media?limit=1&depth=0`)).json()).docs[0].id
  const { doc } = await json(
    '/api/cases?locale=pt',
    'POST',
    { title: `Caso renomeado ${stamp}`, slug: oldSlug, year: 2025, cover, ...seoOf('pt'), _status: 'published' },
    token,
  )
  // A published slug changed: the old address is recorded as a redirect (slug history).
  await json(`/api/cases/${doc.id}?locale=pt`, 'PATCH', { slug: newSlug, _status: 'published' }, token)
  // An editor's own, from Content → Redirects.
  await json('/api/redirects', 'POST', { from: editorsAddress, to: { type: 'custom', url: '/cases' } }, token)
})

describe('redirects: one Location, relative', () => {
  const cases: { name: string; target: string; to: string; status: number; request?: Parameters<typeof raw>[1] }[] = [
    { name: 'a renamed case’s old slug', target: `/case/${oldSlug}`, to: `/case/${newSlug}`, status: 308 },
    { name: 'an editor’s redirect', target: editorsAddress, to: '/cases', status: 308 },
    // Campaign tags and any other query string go along.
    {
      name: 'a renamed case’s old slug, with a query string',
      target: `/case/${oldSlug}?utm_source=x&utm_medium=e%20mail`,
      to: `/case/${newSlug}?utm_source=x&utm_medium=e%20mail`,
      status: 308,
    },
    {
      name: 'an editor’s redirect, with a query',
      target: `${editorsAddress}?ref=old`,
      to: '/cases?ref=old',
      status: 308,
    },
    {
      name: 'the Portuguese prefix, with a query',
      target: '/pt/cases?utm_source=x',
      to: '/cases?utm_source=x',
      status: 307,
    },
    { name: 'a trailing slash, with a query', target: '/cases/?utm_source=x', to: '/cases?utm_source=x', status: 308 },
    { name: 'the Portuguese prefix', target: '/pt/cases', to: '/cases', status: 307 },
    { name: 'a trailing slash', target: '/cases/', to: '/cases', status: 308 },
    { name: 'an English trailing slash', target: '/en/cases/', to: '/en/cases', status: 308 },
    {
      name: 'the preview address, anonymous',
      target: '/next/preview?path=%2Fcases',
      to: `/admin/login?redirect=${encodeURIComponent('/next/preview?path=%2Fcases')}`,
      status: 303,
    },
  ]

  for (const { name, target, to, status } of cases) {
    it(`${name}: ${target} → ${to}`, async () => {
      expect(await redirecting(target)).toEqual({ status, locations: [to] })
      // As reached at localhost, at 127.0.0.1 and at a public name (the HTTPS front forwards the visitor's Host).
      for (const host of [new URL(origin).host, `127.0.0.1:${new URL(origin).port}`, 'studio.example.com']) {
        const answer = await raw(target, { headers: { host } })
        expect({ host, status: answer.status, locations: answer.locations }).toEqual({ host, status, locations: [to] })
      }
    })
  }

  it('the preview address, signed in as an editor: to the page, relative', async () => {
    const answer = await raw('/next/preview?path=%2Fcases', {
      headers: { host: 'studio.example.com', authorization: `JWT ${token}` },
    })
    expect(answer).toEqual({ status: 303, locations: ['/cases'] })
  })

  it('the preview address with any path: encoded as a Location carries it, or refused with 400', async () => {
    const preview = (path: string) =>
      raw(`/next/preview?path=${path}`, { headers: { host: 'studio.example.com', authorization: `JWT ${token}` } })
    expect(await preview('/%E3%80%82x')).toEqual({ status: 303, locations: ['/%E3%80%82x'] })
    expect(await preview('/a%C3%A7%C3%A3o')).toEqual({ status: 303, locations: ['/a%C3%A7%C3%A3o'] })
    expect(await preview('%2Fa%2520b')).toEqual({ status: 303, locations: ['/a%20b'] })
    for (const path of ['%2F%5Cevil.example', '%2F%2Fevil.example', 'x'])
      expect((await preview(path)).status, path).toBe(400)
  })

  it('leaving the preview: back to the page, relative', async () => {
    const answer = await raw('/next/exit-preview', {
      method: 'POST',
      headers: { host: 'studio.example.com', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'path=%2Fen%2Fcases',
    })
    expect(answer).toEqual({ status: 303, locations: ['/en/cases'] })
  })
})
