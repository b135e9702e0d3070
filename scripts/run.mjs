// Small process helpers for the start and test scripts.
import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { root } from './env.mjs'

const bin = (name) => `${root}/node_modules/.bin/${name}`

/** Run a command from node_modules/.bin, inheriting output; reject on a non-zero exit. */
export function run(name, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin(name), args, { cwd: root, env, stdio: 'inherit' })
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${name} ${args.join(' ')} failed (${signal ?? code})`))))
  })
}

/** `payload run <script>`: NODE_OPTIONS=--conditions=production avoids the Node 20 hang of the CLI. */
export function payloadRun(script, env) {
  return run('payload', ['run', script], { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --conditions=production`.trim() })
}

export function startServer(port, env, stdio = 'inherit') {
  // SERVER_CPU_PROF=<dir>: a V8 CPU profile of the server, written when it stops (benchmarks).
  if (env.SERVER_CPU_PROF) {
    const next = path.join(root, 'node_modules/next/dist/bin/next')
    return spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${env.SERVER_CPU_PROF}`, next, 'start', '-p', String(port)], { cwd: root, env, stdio })
  }
  return spawn(bin('next'), ['start', '-p', String(port)], { cwd: root, env, stdio })
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
