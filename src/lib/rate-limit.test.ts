import { RateLimiterMemory } from 'rate-limiter-flexible'
import { describe, expect, it } from 'vitest'
import { limiter, pointsLeft, resetLimits, takePoint, takePoints } from './rate-limit'

describe('taking several points at once', () => {
  it('takes all or none: a refusal says what was left and costs nothing', async () => {
    const limiter = new RateLimiterMemory({ keyPrefix: 'test', points: 100, duration: 60 })
    expect(await takePoints(limiter, 'a', 70)).toBeNull()
    const refused = await takePoints(limiter, 'a', 40)
    expect(refused).toMatchObject({ left: 30 })
    expect(refused!.retryAfterS).toBeGreaterThan(0)
    expect(await pointsLeft(limiter, 'a')).toBe(30)
    expect(await takePoints(limiter, 'a', 30)).toBeNull()
    expect(await pointsLeft(limiter, 'a')).toBe(0)
    // Another key has its own points; more than all of them is refused too.
    expect(await takePoints(limiter, 'b', 101)).toMatchObject({ left: 100 })
    expect(await pointsLeft(limiter, 'b')).toBe(100)
  })
})

describe('one limiter per process and limit', () => {
  it('counts a key once whichever bundle asks, a changed limit starts afresh, and a reset forgets', async () => {
    const options = { keyPrefix: 'test-shared', points: 2, duration: 60 }
    // Two bundles of Next each import the module and ask for the same limit: one count between them.
    expect(await takePoint(limiter(options), 'ip')).toBeNull()
    expect(await takePoint(limiter({ ...options }), 'ip')).toBeNull()
    expect(await takePoint(limiter(options), 'ip')).toBeGreaterThan(0)
    // A raised limit (a setting changed) is another limiter.
    expect(await takePoint(limiter({ ...options, points: 3 }), 'ip')).toBeNull()
    resetLimits()
    expect(await takePoint(limiter(options), 'ip')).toBeNull()
  })
})
