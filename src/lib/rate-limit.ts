import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible'
import { redisClient } from '@/lib/integrations/redis'

export type LimitOptions = { keyPrefix: string; points: number; duration: number }

// One limiter per process and limit, shared by Next's bundles (the API route and the server actions are bundled
// apart, so a module-level variable would exist once per bundle).
const KEY = Symbol.for('studio.limiters')
type GlobalWithLimiters = typeof globalThis & { [KEY]?: Map<string, RateLimiterAbstract> }

/**
 * A counter of `points` per `duration` seconds per key: in Redis, shared by every instance,
 * when REDIS_URL is set (so the 11th sign-up of a minute is refused whichever instance gets it);
 * in this process's memory otherwise. If Redis is unreachable, each process counts in its own
 * memory (the library's insurance limiter) rather than refusing or letting everything through.
 * The same options give the same limiter; other points (a changed setting) give a new one.
 */
export function limiter(options: LimitOptions): RateLimiterAbstract {
  const all = ((globalThis as GlobalWithLimiters)[KEY] ??= new Map())
  const id = `${options.keyPrefix}:${options.points}/${options.duration}`
  let one = all.get(id)
  if (!one) all.set(id, (one = create(options)))
  return one
}

function create(options: LimitOptions): RateLimiterAbstract {
  const memory = new RateLimiterMemory(options)
  const client = redisClient()
  if (!client) return memory
  return new RateLimiterRedis({
    ...options,
    keyPrefix: `studio:${options.keyPrefix}`,
    storeClient: client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  })
}

/** Forgets every limiter of this process and what it counted in memory (tests start each case afresh). */
export function resetLimits(): void {
  delete (globalThis as GlobalWithLimiters)[KEY]
}

/**
 * The limiter's refusal. Not `instanceof`: a limiter is shared across Next's bundles (guard.ts), so it may throw
 * another bundle's copy of the class, when a server action made it first.
 */
const isRefusal = (error: unknown): error is RateLimiterRes =>
  typeof error === 'object' && error !== null && typeof (error as RateLimiterRes).msBeforeNext === 'number'

const secondsUntil = (refusal: RateLimiterRes) => Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))

/** Takes one point of `key`: null when there was one, else the seconds until there is (for Retry-After). */
export async function takePoint(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key)
    return null
  } catch (error) {
    if (isRefusal(error)) return secondsUntil(error)
    throw error
  }
}

/**
 * Takes `points` of `key` all at once, or none: null when taken, else how many were left and the seconds until the
 * window starts again. A refused take is given back at once, so it costs nothing and never blocks a smaller one.
 */
export async function takePoints(
  limiter: RateLimiterAbstract,
  key: string,
  points: number,
): Promise<{ left: number; retryAfterS: number } | null> {
  try {
    await limiter.consume(key, points)
    return null
  } catch (error) {
    if (!isRefusal(error)) throw error
    await limiter.reward(key, points)
    return { left: Math.max(0, limiter.points - (error.consumedPoints - points)), retryAfterS: secondsUntil(error) }
  }
}

/** Points of `key` still free in its current window. */
export async function pointsLeft(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const used = (await limiter.get(key))?.consumedPoints ?? 0
  return Math.max(0, limiter.points - used)
}
