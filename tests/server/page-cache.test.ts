// The origin's copy of each public page as it was sent (src/server/page-cache.ts): visitors after the first get the
// same bytes, a client holding them gets a 304, and a publish shows on the very next request.
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { origin } from './support/env'
import { closeAgents, send } from './support/http'
import { signIn } from './support/sign-in'

afterAll(() => closeAgents())

async function get(target: string, headers: Record<string, string> = {}) {
  const a = await send(origin, { method: 'GET', target, headers: { 'accept-encoding': 'br', ...headers } })
  if ('error' in a) throw new Error(`${target}: ${a.error}`)
  return a
}

const text = (body: Buffer) => brotliDecompressSync(body).toString('utf8')

describe('a public page sent again', () => {
  it('goes out as the same bytes, 304 to a client that holds them, and shows a publish on the next request', async () => {
    const { docs } = (await (await fetch(`${origin}/api/cases?locale=en&depth=0&limit=1&sort=year`)).json()) as {
      docs: { id: number; slug: string; title: string }[]
    }
    const [item] = docs
    const target = `/en/case/${item.slug}`
    // Next renders or reads its cache first; from then on the origin's copy answers.
    for (let i = 0; i < 3; i++) expect((await get(target)).status).toBe(200)
    const kept = await get(target)
    const again = await get(target)
    expect(again.status).toBe(200)
    expect(again.body.equals(kept.body)).toBe(true)
    expect(again.headers['content-encoding']).toBe('br')
    expect(again.headers.etag).toBeTruthy()
    const held = await get(target, { 'if-none-match': String(again.headers.etag) })
    expect(held.status).toBe(304)
    expect(held.body.length).toBe(0)

    const token = await signIn(origin)
    const rename = (title: string) =>
      fetch(`${origin}/api/cases/${item.id}?locale=en`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify({ title, _status: 'published' }),
      })
    const marker = `Renamed ${Date.now().toString(36)}`
    try {
      expect((await rename(marker)).status).toBe(200)
      const after = await get(target)
      expect(after.status).toBe(200)
      expect(text(after.body)).toContain(marker)
    } finally {
      expect((await rename(item.title)).status).toBe(200)
    }
    expect(text((await get(target)).body)).not.toContain(marker)
  })
})
