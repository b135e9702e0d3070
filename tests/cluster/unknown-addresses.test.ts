// Made-up addresses cost a 404 and nothing more with several instances too: no key in the shared cache (Redis),
// and no image URL but the pages' own in nginx's image cache.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apps, expiriesDone, front, request, state } from './support'

const redis = createClient({ url: process.env.REDIS_URL, database: Number(process.env.REDIS_CACHE_DB ?? 0) })
const buildId = fs.readFileSync(path.join(process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'), 'utf8').trim()

beforeAll(() => redis.connect())
afterAll(() => redis.quit())

/** The keys of this build's page and data cache (src/next-adapter/cache-handler.mjs), not the form limits'. */
async function cacheKeys(): Promise<Set<string>> {
  const names = new Set<string>()
  for await (const keys of redis.scanIterator({ MATCH: `studio:${buildId}:*`, COUNT: 1000 }))
    for (const key of keys) names.add(key)
  return names
}

/** Files nginx keeps for /_next/image and uploads (deploy/nginx.conf.template, `images` zone). */
const imageCacheFiles = () =>
  fs
    .readdirSync(path.join(state, 'nginx', 'cache', 'images'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile()).length

function unknownAddress(i: number): string {
  const slug = `${crypto.randomBytes(6).toString('hex')}-${i}`
  const addresses = [
    `/case/${slug}`,
    `/en/posts/${slug}`,
    `/what-we-do/${slug}`,
    `/en/case/${slug}`,
    `/posts/page/${1000 + i}`,
    `/og/pt/case/${slug}`,
    `/og/en/site/${slug}`,
  ]
  return addresses[i % addresses.length]
}

describe('unknown addresses across instances', () => {
  it('are 404s on every instance and through the front, and add no key to the shared cache', async () => {
    const origins = [...apps, front]
    await expiriesDone()
    // First ones: what any first 404 may read and keep (the lists of slugs, the redirect rules).
    for (let i = 0; i < 14; i++) await request(origins[i % origins.length] + unknownAddress(i))
    const before = await cacheKeys()
    for (let i = 0; i < 300; i += 6) {
      const batch = Array.from({ length: 6 }, (_, j) => origins[(i + j) % origins.length] + unknownAddress(i + j))
      const answers = await Promise.all(batch.map((url) => request(url, { headers: { accept: 'text/html' } })))
      expect(answers.map((a, j) => `${batch[j]} ${a.status}`)).toEqual(batch.map((url) => `${url} 404`))
    }
    // Keys a publish's expiry deleted meanwhile may come back under their old names; no new name may appear.
    expect([...(await cacheKeys())].filter((key) => !before.has(key))).toEqual([])
  })

  it("keep no image in nginx's cache but a page's own", async () => {
    const html = (await request(`${front}/cases`)).body
    const own = /\/_next\/image\?[^"\s,]+/.exec(html)![0].replace(/&amp;/g, '&')
    const avif = { headers: { accept: 'image/avif,image/webp,*/*' } }
    expect((await request(front + own, avif)).status).toBe(200)
    // Stored once the first answer has been written out: the second is a hit.
    expect((await request(front + own, avif)).headers['x-cache-status']).toBe('HIT')
    const before = imageCacheFiles()
    const media = new URL(own, front).searchParams.get('url')!
    for (const variant of [`${media}?v=1`, `${media}?v=2`, `${media}?x=y`, '/cases']) {
      const target = own.replace(encodeURIComponent(media), encodeURIComponent(variant))
      expect((await request(front + target, avif)).status, target).toBe(400)
    }
    expect((await request(`${front}${own}&v=1`, avif)).status).toBe(400)
    expect(imageCacheFiles()).toBe(before)
  })
})
