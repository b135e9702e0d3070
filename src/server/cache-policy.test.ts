import { describe, expect, it } from 'vitest'
import { cacheControlFor, sharedCacheControl } from './cache-policy'

describe('cacheControlFor', () => {
  it('shortens the year Next gives static pages in shared caches to seconds, with a bounded stale window', () => {
    expect(cacheControlFor('s-maxage=31536000')).toBe(sharedCacheControl)
    expect(cacheControlFor('s-maxage=31536000, stale-while-revalidate')).toBe(sharedCacheControl)
    expect(sharedCacheControl).toMatch(/s-maxage=1\b/)
    expect(sharedCacheControl).toMatch(/stale-while-revalidate=2\b/)
    expect(sharedCacheControl).toMatch(/max-age=0\b/)
  })

  it('leaves private, uncacheable and asset answers as they are', () => {
    for (const v of [
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'no-store',
      'public, max-age=31536000, immutable',
      'no-cache',
      'public, max-age=86400',
    ]) {
      expect(cacheControlFor(v)).toBe(v)
    }
  })
})
