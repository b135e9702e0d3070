import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { redisClient } from '@/lib/integrations/redis'

export type LimitOptions = { keyPrefix: string; points: number; duration: number }

/**
 * A counter of `points` per `duration` seconds per key: in Redis, shared by every instance,
 * when REDIS_URL is set (so the 11th sign-up of a minute is refused whichever instance gets it);
 * in this process's memory otherwise. If Redis is unreachable, each process counts in its own
 * memory (the library's insurance limiter) rather than refusing or letting everything through.
 */
export function limiter(options: LimitOptions): RateLimiterAbstract {
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
