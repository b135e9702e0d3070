// The production topology on this machine: PostgreSQL (run by a non-root user),
// Redis (with a password), two app instances on one build, and nginx in front with TLS, all on loopback.
// Used by `npm run cluster` (scripts/cluster.mjs) and `npm run test:cluster`.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { buildIsStale, buildKey } from '../build-state.mjs'
import { buildSite } from '../build-site.mjs'
import { baseEnv, root } from '../env.mjs'
import { payloadRun, startServer, waitForHttp } from '../run.mjs'
import { renderNginx, startNginx } from './nginx.mjs'
import { startPostgres } from './postgres.mjs'
import { precompress } from '../precompress.mjs'
import { startRedis } from './redis.mjs'
import { localCertificate } from './tls.mjs'
import { requireTools } from './tools.mjs'

const LOOPBACK = '127.0.0.1'

/** Ports from one base: http base, app instances base+1 and base+2, https base+3, PostgreSQL base+4, Redis base+5. */
export function clusterPorts(base) {
  return { http: base, apps: [base + 1, base + 2], https: base + 3, postgres: base + 4, redis: base + 5 }
}

/**
 * `beforeApps` is awaited once the database is ready and the build made, before the app instances start.
 * @param {{ state: string, portBase: number, distDir?: string, env?: Record<string,string>, log?: (s: string) => void,
 * serverLogs?: boolean, beforeApps?: () => Promise<void> }} o
 */
export async function startCluster({
  state,
  portBase,
  distDir = '.next-cluster',
  env: extra = {},
  log = console.log,
  serverLogs = false,
  beforeApps,
}) {
  const tools = requireTools(['postgres', 'redis-server', 'nginx', 'openssl'])
  const ports = clusterPorts(portBase)
  fs.mkdirSync(state, { recursive: true })
  const stops = []
  const stop = async () => {
    for (const s of stops.splice(0).reverse()) {
      try {
        await s()
      } catch (error) {
        console.error(error instanceof Error ? error.message : error)
      }
    }
  }
  try {
    const tls = localCertificate(path.join(state, 'tls'))
    log(`▸ PostgreSQL on 127.0.0.1:${ports.postgres}`)
    const pg = startPostgres({ bin: tools.postgres, dir: state, port: ports.postgres })
    stops.push(() => pg.stop())
    log(`▸ Redis on 127.0.0.1:${ports.redis}`)
    const redis = await startRedis({ bin: tools['redis-server'], dir: state, port: ports.redis })
    stops.push(() => redis.stop())

    const secretFile = path.join(state, 'payload-secret')
    if (!fs.existsSync(secretFile))
      fs.writeFileSync(secretFile, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
    const siteUrl = `https://localhost:${ports.https}`
    const env = baseEnv({
      DATABASE_URL: pg.url,
      SITE_URL: siteUrl,
      // Instances listen on loopback only, and take forwarded headers only from nginx, which reaches them from there.
      HOST: LOOPBACK,
      TRUST_PROXY: LOOPBACK,
      MEDIA_DIR: path.join(state, 'media'),
      OUTBOX_DIR: path.join(state, 'outbox'),
      PAYLOAD_SECRET: fs.readFileSync(secretFile, 'utf8').trim(),
      ADMIN_CREDENTIALS_FILE: path.join(state, 'admin-credentials.txt'),
      NEXT_DIST_DIR: distDir,
      ...extra,
    })
    log('▸ Migrations and seed')
    await payloadRun('src/cms/scripts/prepare.ts', env)
    // Pages are prerendered with the origin in their canonical URLs: a build is for one database and one origin.
    const key = buildKey(env)
    const stale = buildIsStale(distDir, key)
    if (stale) {
      log(`▸ Building ${distDir} (${stale})`)
      await buildSite(distDir, key, env)
    }
    precompress(path.join(root, distDir, 'static'))
    await beforeApps?.()

    const appEnv = { ...env, REDIS_URL: redis.url }
    const apps = ports.apps.map((port, i) => startApp(port, appEnv, state, i, serverLogs))
    stops.push(() => Promise.all(apps.map((a) => a.stop())))
    await Promise.all(ports.apps.map((port) => waitForHttp(`http://${LOOPBACK}:${port}/`)))
    log(`▸ App instances on ${ports.apps.map((port) => `${LOOPBACK}:${port}`).join(', ')}`)

    const nginxState = path.join(state, 'nginx')
    const conf = await renderNginx({
      bin: tools.nginx,
      state: nginxState,
      httpPort: ports.http,
      httpsPort: ports.https,
      upstreams: ports.apps.map((port) => `${LOOPBACK}:${port}`),
      dist: path.join(root, distDir),
      mediaDir: env.MEDIA_DIR,
      tls,
    })
    const nginx = startNginx({ bin: tools.nginx, state: nginxState, conf })
    stops.push(() => nginx.stop())
    await waitForHttps(siteUrl, tls.ca)
    log(`▸ nginx: ${siteUrl} (http://localhost:${ports.http} redirects there)`)
    return { url: siteUrl, ports, env: appEnv, tls, state, nginxState, postgres: pg, redis, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * App instance `i` on `port`. Its pid is kept in `<state>/app-<i+1>.pid`: the failover test kills
 * an instance and starts a new one (startAppInstance), and stop() ends whichever process is there then.
 */
export function startAppInstance(port, env, state, i, logs = false) {
  const out = logs ? fs.openSync(path.join(state, `app-${i + 1}.log`), 'a') : null
  const child = startServer(port, env, out ? ['ignore', out, out] : 'inherit')
  fs.writeFileSync(path.join(state, `app-${i + 1}.pid`), String(child.pid))
  return child
}

function startApp(port, env, state, i, logs) {
  startAppInstance(port, env, state, i, logs)
  return {
    port,
    stop: async () => {
      const pid = Number(fs.readFileSync(path.join(state, `app-${i + 1}.pid`), 'utf8'))
      const alive = () => {
        try {
          process.kill(pid, 0)
          return true
        } catch {
          return false
        }
      }
      if (!alive()) return
      process.kill(pid, 'SIGTERM')
      for (let t = 0; t < 50 && alive(); t++) await new Promise((r) => setTimeout(r, 100))
      if (alive()) process.kill(pid, 'SIGKILL')
    },
  }
}

/** Waits for the front to answer, trusting the local CA (as NODE_EXTRA_CA_CERTS would). */
async function waitForHttps(url, ca, timeoutMs = 30_000) {
  const https = await import('node:https')
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const ok = await new Promise((resolve) => {
      const req = https.get(url, { ca: fs.readFileSync(ca) }, (res) => (res.resume(), resolve(res.statusCode === 200)))
      req.on('error', () => resolve(false))
    })
    if (ok) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer through nginx within ${timeoutMs / 1000}s`)
}
