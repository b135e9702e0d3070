// What the cluster suites know of the topology `npm run test:cluster` started (scripts/test-cluster.mjs).
import fs from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import path from 'node:path'
import pg from 'pg'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run the cluster suites through \`npm run test:cluster\``)
  return value
}

export const front = env('CLUSTER_URL')
export const httpPort = Number(env('CLUSTER_HTTP_PORT'))
export const httpsPort = Number(new URL(front).port)
export const appPorts = env('CLUSTER_APP_PORTS').split(',').map(Number)
export const apps = appPorts.map((p) => `http://localhost:${p}`)
export const state = env('CLUSTER_STATE')
export const nginxLog = path.join(state, 'nginx', 'access.log')
export const outbox = env('OUTBOX_DIR')
export const ca = fs.readFileSync(env('CLUSTER_CA'))
export const admin = { email: process.env.ADMIN_EMAIL || 'admin@studio.local', password: env('ADMIN_PASSWORD') }

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; rawHeaders: string[] }

/** Every value of a header as sent, duplicates included (Node keeps only the first `Location` in `headers`). */
export const rawValues = (answer: Answer, name: string) =>
  answer.rawHeaders.flatMap((h, i) => (i % 2 === 0 && h.toLowerCase() === name ? [answer.rawHeaders[i + 1]] : []))

/**
 * One request, over http or https (trusting the cluster's CA), optionally from another loopback
 * address (`from`: 127.x.y.z), which is how the suites play different visitors through nginx.
 */
export function request(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    from,
  }: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  const u = new URL(url)
  const lib = u.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const req = lib.request(
      u,
      {
        method,
        headers: { ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}), ...headers },
        ca,
        localAddress: from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            rawHeaders: res.rawHeaders,
          }),
        )
        res.on('error', reject)
      },
    )
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${method} ${url}`)))
    req.on('error', reject)
    req.end(body)
  })
}

export const json = (data: unknown, extra: Record<string, string> = {}) => ({
  body: JSON.stringify(data),
  headers: { 'content-type': 'application/json', ...extra },
})

/** A signed-in admin's Authorization header, from a login on `origin`. */
export async function adminAuth(origin = apps[0]): Promise<Record<string, string>> {
  const res = await request(`${origin}/api/users/login`, { method: 'POST', ...json(admin) })
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.body}`)
  return { authorization: `JWT ${JSON.parse(res.body).token}` }
}

/** Polls `check` every 100 ms until it is true; returns how long that took (ms), or throws after `timeoutMs`. */
export async function within(timeoutMs: number, check: () => Promise<boolean>, what: string): Promise<number> {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    if (await check()) return Date.now() - start
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${what}: not seen within ${timeoutMs / 1000} s`)
}

export const signUp = (email: string) => json({ name: 'Cluster', surname: 'Test', email, locale: 'pt', page: '/' })

/** nginx's access log (one JSON object a line; written within a second). */
export function accessLog(): {
  t: number
  rt: number
  m: string
  u: string
  s: number
  up: string
  us: string
  c: string
}[] {
  return fs
    .readFileSync(nginxLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
}

/**
 * Waits until no publish's second expiry (expire-tags-again, five seconds after it) is due within a minute: one that
 * runs while a test counts the shared cache's keys deletes some of them.
 */
export async function expiriesDone(timeoutMs = 30_000): Promise<void> {
  const db = new pg.Client({ connectionString: env('DATABASE_URL') })
  await db.connect()
  try {
    for (const deadline = Date.now() + timeoutMs; ;) {
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'expire-tags-again' AND completed_at IS NULL
           AND has_error IS NOT TRUE AND (wait_until IS NULL OR wait_until < now() + interval '1 minute')`,
      )
      if (rows[0].n === 0) return
      if (Date.now() > deadline) throw new Error(`${rows[0].n} expire-tags-again jobs still due after ${timeoutMs} ms`)
      await new Promise((r) => setTimeout(r, 250))
    }
  } finally {
    await db.end()
  }
}
