// Crawlers and scanners ask for addresses that do not exist. Each is a 404, and none may leave anything in Next's
// caches on disk (data reads in cache/fetch-cache, rendered pages and routes in server/): otherwise every made-up
// slug, article page or share image would grow them for good.
import crypto from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { cacheFiles, growth } from './support/cache-folders'
import { jobsDone } from './support/database'
import { databaseUrl, origin } from './support/env'
import { closeAgents, pool, send } from './support/http'

afterAll(() => closeAgents())

const folders = ['cache/fetch-cache', 'server/route-cache', 'server/app']

/** The made-up addresses of request `i`: a slug of every page kind in both languages, article pages, share images. */
function unknownAddress(i: number): string {
  const slug = `${crypto.randomBytes(6).toString('hex')}-${i}`
  const n = 1000 + crypto.randomInt(1_000_000)
  const addresses = [
    `/case/${slug}`,
    `/en/case/${slug}`,
    `/posts/${slug}`,
    `/en/posts/${slug}`,
    `/what-we-do/${slug}`,
    `/o-que-fazemos/${slug}`,
    `/en/what-we-do/${slug}`,
    `/case/${slug}/${slug}`,
    `/posts/page/${n}`,
    `/en/posts/page/0${n}`,
    `/og/pt/case/${slug}`,
    `/og/en/post/${slug}`,
    `/og/pt/service/${slug}`,
    `/og/en/site/${slug}`,
    `/og/${slug}/site`,
    `/og/pt/${slug}/${slug}`,
  ]
  return addresses[i % addresses.length]
}

/**
 * A page load, or (every third) a client-side navigation's RSC request: Next wants its `_rsc` parameter to match
 * the router headers sent, which is empty for none.
 */
async function status(target: string, i: number) {
  const rsc = i % 3 === 2
  const a = await send(origin, {
    method: 'GET',
    target: rsc ? `${target}?_rsc` : target,
    headers: rsc ? { rsc: '1' } : { accept: 'text/html' },
  })
  return 'error' in a ? a.error : a.status
}

describe('unknown addresses', () => {
  it('2,000 made-up slugs, article pages and share images are 404s that leave no entry in any cache', async () => {
    // An earlier suite's publish expires its pages again a few seconds later; the re-render that follows rewrites
    // entries already there, which is not growth. Measure once that has happened.
    await jobsDone(databaseUrl, 'expire-tags-again')
    // Once each first: what any visitor's first 404 may read and keep (the lists of slugs, the redirect rules).
    const warm = Array.from({ length: 48 }, (_, i) => unknownAddress(i))
    await pool(warm, 4, (target, i) => status(target, i))
    const before = cacheFiles(folders)

    const targets = Array.from({ length: 2000 }, (_, i) => unknownAddress(i))
    const answers = await pool(targets, 6, (target, i) => status(target, i))
    const { added, bytes } = growth(before, cacheFiles(folders))
    expect({
      notFound: answers.filter((s) => s === 404).length,
      others: targets.map((target, i) => `${target} ${answers[i]}`).filter((_, i) => answers[i] !== 404),
      filesAdded: added.length,
      bytesAdded: bytes,
      firstAdded: added.slice(0, 3),
    }).toEqual({ notFound: 2000, others: [], filesAdded: 0, bytesAdded: 0, firstAdded: [] })
  })
})
