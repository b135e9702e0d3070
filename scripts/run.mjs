// Small process helpers for the start and test scripts.
import { spawn } from 'node:child_process'
import net from 'node:net'
import { root } from './env.mjs'
import { bundleServer } from './server-bundle.mjs'

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
 * The production server (src/server: Next's handler behind request checks and security headers)
 * on `port`, for the build in env.NEXT_DIST_DIR.
 * @param {number} port
 * @param {NodeJS.ProcessEnv} env
 * @param {import('node:child_process').StdioOptions} [stdio]
 */
export function startServer(port, env, stdio = 'inherit') {
  const entry = bundleServer(env.NEXT_DIST_DIR || '.next')
  // SERVER_CPU_PROF=<dir>: a V8 CPU profile of the server, written when it stops (benchmarks).
  const profile = env.SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.SERVER_CPU_PROF}`] : []
  return spawn(process.execPath, [...profile, entry], {
    cwd: root,
    env: { ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio,
  })
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
