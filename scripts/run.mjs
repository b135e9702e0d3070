// Small process helpers for the start and test scripts.
import { spawn } from 'node:child_process'
import net from 'node:net'
import { root } from './env.mjs'

const bin = (name) => `${root}/node_modules/.bin/${name}`

/** Run a command from node_modules/.bin, inheriting output; reject on a non-zero exit. */
export function run(name, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin(name), args, { cwd: root, env, stdio: 'inherit' })
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${name} ${args.join(' ')} failed (${signal ?? code})`)),
    )
  })
}

/** `payload run <script>`: NODE_OPTIONS=--conditions=production avoids the Node 20 hang of the CLI. */
export function payloadRun(script, env) {
  return run('payload', ['run', script], {
    ...env,
    NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --conditions=production`.trim(),
  })
}

/**
 * Next's own server (`next start`) on `port`, for the build in env.NEXT_DIST_DIR, listening on HOST (loopback unless
 * told: an instance behind a proxy on the same host is reachable only through it).
 * @param {number} port
 * @param {NodeJS.ProcessEnv} env
 * @param {import('node:child_process').StdioOptions} [stdio]
 */
export function startServer(port, env, stdio = 'inherit') {
  const host = env.HOST || '127.0.0.1'
  // Loopback by name: Next's router takes next-intl's rewrites (made on `localhost`) as its own only then; with
  // 127.0.0.1 the unprefixed Portuguese pages redirect to themselves.
  const hostname = ['127.0.0.1', 'localhost'].includes(host) ? 'localhost' : host
  const self = ['0.0.0.0', '::'].includes(host) ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname
  // SERVER_CPU_PROF=<dir>: a V8 CPU profile of the server, written when it stops (benchmarks).
  const profile = env.SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.SERVER_CPU_PROF}`] : []
  // Idle connections outlive any client's or proxy's (nginx's upstream: 60 s), so the client closes them: with
  // Node's 5 s a request sent as the server closes its connection fails (ECONNRESET; a POST behind nginx, a 502).
  const keepAlive = ['--keepAliveTimeout', '75000']
  return spawn(
    process.execPath,
    [...profile, `${root}/node_modules/next/dist/bin/next`, 'start', '-p', String(port), '-H', hostname, ...keepAlive],
    {
      cwd: root,
      env: {
        ...env,
        PORT: String(port),
        NODE_ENV: 'production',
        SITE_URL: env.SITE_URL || `http://localhost:${port}`,
        // The jobs runner reaches this same server where it listens.
        JOBS_RUNNER_ORIGIN: env.JOBS_RUNNER_ORIGIN || `http://${self}:${port}`,
        // SIGTERM and SIGINT are the app's (instrumentation-node.ts): what it holds in memory is written first.
        NEXT_MANUAL_SIG_HANDLE: '1',
      },
      stdio,
    },
  )
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

export async function waitForHttp(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { redirect: 'manual' })
      if (res.status < 500) return
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`)
}
