import { createClient } from 'redis'

/**
 * The one Redis connection of a process, when REDIS_URL is set (several instances: deploy/);
 * null otherwise. Shared by the rate limits (lib/rate-limit.ts); Next's page
 * cache has its own (next-adapter/cache-handler.mjs). node-redis reconnects by itself; while it is
 * down, callers fall back to what they do without Redis.
 */
export type RedisClient = ReturnType<typeof createClient>

// Next bundles the /api routes and the server actions separately: one client per process, not per bundle.
const KEY = Symbol.for('studio.redis')
type GlobalWithRedis = typeof globalThis & { [KEY]?: RedisClient | null }

export function redisClient(): RedisClient | null {
  const g = globalThis as GlobalWithRedis
  if (g[KEY] !== undefined) return g[KEY]
  const url = process.env.REDIS_URL
  if (!url) return (g[KEY] = null)
  const client = createClient({
    url,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  })
  let lastLogged = 0
  // Without a listener an 'error' event would end the process; one line every 10 s is enough.
  client.on('error', (error: Error) => {
    if (Date.now() - lastLogged < 10_000) return
    lastLogged = Date.now()
    console.error(`Redis (${url.replace(/\/\/[^@]*@/, '//***@')}): ${error.message}`)
  })
  client.connect().catch(() => {
    /* reported by the 'error' listener; node-redis keeps retrying */
  })
  return (g[KEY] = client)
}

/**
 * Connects at server start (instrumentation), so the first requests already count in Redis:
 * until the client is ready, the form limits count in process memory. Waits at most `ms`.
 */
export async function connectRedis(ms = 3000): Promise<void> {
  const client = redisClient()
  if (!client || client.isReady) return
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    client.once('ready', () => (clearTimeout(timer), resolve()))
  })
}
