// Next's image optimizer encodes (0.2–0.7 s of CPU) and stores on disk for 30 days every distinct URL it is given.
// Only the URLs the site's own pages name may cost that; any other spelling of an upload, another path or another
// origin is a 400 before any work, and leaves nothing in the optimizer's cache folder.
import { afterAll, describe, expect, it } from 'vitest'
import { cacheFiles, growth } from './support/cache-folders'
import { origin } from './support/env'
import { closeAgents, send } from './support/http'

afterAll(() => closeAgents())

const avif = { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' }
async function get(target: string, headers: Record<string, string> = avif) {
  const a = await send(origin, { method: 'GET', target, headers })
  if ('error' in a) throw new Error(`${target}: ${a.error}`)
  return a
}

/** The optimized image URLs a real page puts in its HTML (src and srcset). */
async function pageImages(page: string): Promise<string[]> {
  const html = (await get(page, { accept: 'text/html' })).body.toString('utf8')
  const urls = [...html.matchAll(/\/_next\/image\?[^"\s,]+/g)].map((m) => m[0].replace(/&amp;/g, '&'))
  return [...new Set(urls)]
}

const imageCache = () => cacheFiles(['cache/images'])

describe('the image optimizer', () => {
  it('encodes the images a page names, and answers 400 to any other URL without encoding or storing it', async () => {
    const own = await pageImages('/cases')
    expect(own.length).toBeGreaterThan(3)
    // The page's own images, encoded once (or already), are AVIF for a browser that takes it.
    for (const target of own.slice(0, 4)) {
      const a = await get(target)
      expect(a.status, target).toBe(200)
      expect(a.headers['content-type'], target).toBe('image/avif')
    }
    const before = imageCache()

    const first = new URL(own[0], origin)
    const media = first.searchParams.get('url')!
    const [w, q] = [first.searchParams.get('w')!, first.searchParams.get('q')!]
    expect(media).toMatch(/^\/api\/media\/file\/[^/?#]+$/)
    const file = media.slice('/api/media/file/'.length)
    const image = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=${w}&q=${q}`
    const attacks = [
      // The same upload under another URL: a version, any query, a fragment, dot segments, other percent-encoding.
      image(`${media}?v=1`),
      image(`${media}?v=2`),
      image(`${media}?x=y`),
      image(`${media}?`),
      image(`${media}#x`),
      image(`/api/media/file/x/../${file}`),
      image(`/api/media/file/./${file}`),
      image(`/api/media/file/%${file.charCodeAt(0).toString(16)}${file.slice(1)}`),
      image(`/api/media/file//${file}`),
      // Other origins and other paths of this one.
      image(`https://example.com/${file}`),
      image(`//example.com/${file}`),
      image('/cases'),
      image('/icons/192'),
      image('/og/pt/site'),
      // The page's own URL spelled otherwise: extra or reordered parameters, another path to the optimizer.
      `${own[0]}&v=1`,
      `/_next/image?w=${w}&url=${encodeURIComponent(media)}&q=${q}`,
      `/_next/image?url=${media}&w=${w}&q=${q}`,
      own[0].replace('/_next/image', '/_next/imagex'),
    ]
    for (const target of attacks) expect((await get(target)).status, target).toBe(400)

    // An upload that does not exist is not found, and not stored either.
    expect((await get(image('/api/media/file/no-such-upload.jpg'))).status).toBe(404)

    const { added, bytes } = growth(before, imageCache())
    expect(added).toEqual([])
    expect(bytes).toBe(0)
    // The page's image is still served, from the cache.
    const again = await get(own[0])
    expect(again.status).toBe(200)
    expect(again.headers['content-type']).toBe('image/avif')
  })
})
