// What the production server answers to requests it must refuse, and the addresses it trusts.
import http from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { origin, rateLimit } from './support/env'
import { closeAgents, send } from './support/http'

afterAll(() => closeAgents())

const get = (target: string, headers: Record<string, string> = {}) => send(origin, { method: 'GET', target, headers })
const status = async (...args: Parameters<typeof get>) => {
  const a = await get(...args)
  if ('error' in a) throw new Error(a.error)
  return a
}

describe('malformed and overlong URLs', () => {
  it('answers malformed percent-encoding with 400, on pages, the API and files alike', async () => {
    for (const target of ['/%', '/case/%E0%A4%A', '/api/cases%', '/sw.js%', '/en?x=%', '/%00']) expect((await status(target)).status, target).toBe(400)
  })

  it('answers a well-formed path that names nothing with the 404 page, even with %25 in it', async () => {
    for (const target of ['/case/a%25b', '/en/posts/a%25bc', '/a%25badmin']) {
      const a = await status(target, { accept: 'text/html' })
      expect(a.status, target).toBe(404)
      expect(a.body.toString()).toContain(target.startsWith('/en') ? 'This page could not be found.' : 'Esta página não pôde ser encontrada.')
    }
  })

  it('answers an overlong URL with 414 and echoes nothing of it into the headers', async () => {
    const long = `/case/${'a'.repeat(6000)}`
    const a = await status(long)
    expect(a.status).toBe(414)
    const headerBytes = Object.entries(a.headers).reduce((n, [k, v]) => n + k.length + String(v).length, 0)
    expect(headerBytes).toBeLessThan(4096)
    expect(JSON.stringify(a.headers)).not.toContain('aaaaaaaaaa')
  })
})

describe('bodies', () => {
  const post = (target: string, type: string, body: string, headers: Record<string, string> = {}) =>
    send(origin, { method: 'POST', target, headers: { 'content-type': type, ...headers }, body: Buffer.from(body) })

  it('refuses a broken multipart body with 400 and a short reason, on pages, the admin and the API', async () => {
    for (const target of ['/en', '/admin', '/api/posts?where[slug][equals]=x']) {
      const a = await post(target, 'multipart/form-data; boundary=xx', 'garbage')
      if ('error' in a) throw new Error(a.error)
      expect(a.status, target).toBe(400)
      expect(a.body.toString()).toMatch(/Malformed multipart body/)
    }
    const noBoundary = await post('/en', 'multipart/form-data', 'x')
    expect('status' in noBoundary && noBoundary.status).toBe(400)
  })

  it('refuses an oversized body with 413 and a short reason, whatever its type or declared length', async () => {
    const big = (n: number) => Buffer.alloc(n, 'a')
    // Declared: refused before a byte of it is read.
    const json = await send(origin, { method: 'POST', target: '/api/newsletter', headers: { 'content-type': 'application/json' }, body: big(9 * 1024 * 1024) })
    expect('status' in json && json.status).toBe(413)
    if ('status' in json) expect(JSON.parse(json.body.toString())).toEqual({ errors: [{ message: 'Request body too large' }] })
    const page = await send(origin, { method: 'POST', target: '/en', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: big(2 * 1024 * 1024) })
    expect('status' in page && page.status).toBe(413)
    // Undeclared (chunked): refused once the limit is passed.
    const chunked = await new Promise<number>((resolve, reject) => {
      const url = new URL(origin)
      const r = http.request({ host: url.hostname, port: url.port, method: 'POST', path: '/en/cases', headers: { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' } }, (res) => (res.resume(), resolve(res.statusCode ?? 0)))
      r.on('error', reject)
      const chunk = big(64 * 1024)
      let sent = 0
      const pump = () => {
        while (sent < 4 * 1024 * 1024 && !r.destroyed) {
          sent += chunk.length
          if (!r.write(chunk)) return r.once('drain', pump)
        }
        r.end()
      }
      pump()
    })
    expect(chunked).toBe(413)
    // A body under the limit still reaches the app.
    const small = await send(origin, { method: 'POST', target: '/api/newsletter', headers: { 'content-type': 'application/json' }, body: Buffer.from('{"email":"x"}') })
    expect([400, 429]).toContain('status' in small && small.status)
  })

  it('refuses a form post from another site with 403', async () => {
    const a = await send(origin, { method: 'POST', target: '/en/posts', headers: { 'next-action': 'deadbeef', origin: 'https://evil.example' } })
    expect('status' in a && a.status).toBe(403)
  })

  it('answers an id that is not a number with 404', async () => {
    expect((await status('/api/posts/abc')).status).toBe(404)
  })
})

describe('the rate-limit address', () => {
  it('is one the client cannot choose: a made-up X-Forwarded-For on each sign-up does not reset the limit', async () => {
    // From an address no other test uses, so the bucket starts empty; the bodies are refused by
    // the schema (400) but every one counts against the limit, which is checked first.
    const from = '127.0.99.7'
    const signUp = (i: number) =>
      send(
        origin,
        {
          method: 'POST',
          target: '/api/newsletter',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i % 250}`, 'x-real-ip': `198.51.100.${i % 250}` },
          body: Buffer.from('{"name":""}'),
        },
        from,
      )
    const answers = []
    for (let i = 0; i <= rateLimit; i++) answers.push(await signUp(i))
    const statuses = answers.map((a) => ('status' in a ? a.status : a.error))
    expect(statuses.slice(0, rateLimit).every((s) => s === 400)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})
