// A production build served on a free port with a throwaway database, media folder,
// outbox and admin password: what the e2e suite, the benchmarks and the quality checks
// (validate-html, lighthouse) run against. The operator's .next and data/ are never touched.
//
//   node scripts/serve-throwaway.mjs            builds (unless unchanged) into SERVE_DIST_DIR
//                                               (default .next-serve), serves, prints the origin,
//                                               and stops on Ctrl-C
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildIsStale } from './build-state.mjs'
import { buildSite } from './build-site.mjs'
import { baseEnv, ensureDatabaseFolder, root } from './env.mjs'
import { freePort, payloadRun, startServer, waitForHttp } from './run.mjs'

/**
 * Seeds a throwaway database, builds into `distDir` (skipped when `reuseBuild` and the
 * build is up to date for such a database; never with `build: false`, which serves the build as
 * it is) and starts the production server. `host` names the origin, and SITE_URL with it
 * (`localhost`; `127.0.0.1` is the same server at another address). `env` adds to or
 * overrides the environment; `serverEnv` overrides it for the server only (what the build
 * prerendered stays as `env` had it); `beforeStart(env)` runs between the build and the start;
 * `serverLog` sends the server's output to `<tmp>/server.log` instead of this terminal.
 * Returns the origin, the environment, the admin password, the throwaway folder, the server
 * process and `stop()`, which resolves once the server has exited.
 * @param {{ distDir?: string, env?: Record<string, string>, serverEnv?: Record<string, string>,
 *   reuseBuild?: boolean, build?: boolean, host?: string, beforeStart?: (env: Record<string, string>) => unknown,
 *   serverLog?: boolean }} [options]
 */
export async function serveThrowaway({
  distDir,
  env: extra = {},
  serverEnv = {},
  reuseBuild = false,
  build = true,
  host = 'localhost',
  beforeStart,
  serverLog = false,
} = {}) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-serve-'))
  // A build served as it is is served from a copy without its caches: the pages, data and images another server of
  // that build caches from its own database would otherwise be read as this one's.
  const copy = !build && distDir ? copyBuild(distDir) : null
  if (copy) distDir = copy
  const port = await freePort()
  const origin = `http://${host}:${port}`
  const adminPassword = crypto.randomBytes(12).toString('base64url')
  const env = baseEnv({
    DATABASE_URL: `file:${path.join(tmp, 'site.db')}`,
    MEDIA_DIR: path.join(tmp, 'media'),
    OUTBOX_DIR: path.join(tmp, 'outbox'),
    PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'),
    ADMIN_CREDENTIALS_FILE: path.join(tmp, 'admin.txt'),
    SEED_ADMIN_PASSWORD: adminPassword,
    NEXT_DIST_DIR: distDir,
    SITE_URL: origin,
    PORT: String(port),
    ...extra,
  })
  let server
  // Resolves once the server has exited and its folders are gone: a server still running writes pages into them.
  const stop = async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    fs.rmSync(tmp, { recursive: true, force: true })
    if (copy) fs.rmSync(copy, { recursive: true, force: true })
  }
  try {
    ensureDatabaseFolder(env.DATABASE_URL)
    await payloadRun('src/cms/scripts/prepare.ts', env)
    // The stamp names the database without its random folder, so a throwaway build is reusable.
    const dbKey = env.DATABASE_URL.replace(tmp, '<tmp>')
    if (build && !(reuseBuild && !buildIsStale(distDir, dbKey))) {
      await buildSite(distDir, dbKey, env)
    }
    await beforeStart?.(env)
    const log = serverLog && fs.openSync(path.join(tmp, 'server.log'), 'w')
    server = startServer(port, { ...env, ...serverEnv }, log ? ['ignore', log, log] : 'inherit')
    await waitForHttp(`${origin}/`)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, env: { ...env, ...serverEnv }, adminPassword, tmp, server, stop }
}

/** Runs `fn(server)` against a throwaway server and always stops it. */
export async function withThrowawayServer(options, fn) {
  const server = await serveThrowaway(options)
  const stop = () => (server.stop(), process.exit(130))
  process.once('SIGINT', stop)
  try {
    return await fn(server)
  } finally {
    process.off('SIGINT', stop)
    await server.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.env.SERVE_DIST_DIR || '.next-serve'
  const server = await serveThrowaway({ distDir, reuseBuild: true })
  console.log(
    `\nServing ${path.relative(root, path.join(root, distDir))} at ${server.origin} (admin ${server.env.ADMIN_EMAIL || 'admin@studio.local'} / ${server.adminPassword}); Ctrl-C stops it.`,
  )
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (server.stop(), process.exit(0)))
}

/** Where copies of a build are served from: inside the project, as Next wants a build folder; ignored by git. */
export const copiesDir = path.join(root, '.next-copies')

/** A copy of the build in `distDir` without its `cache` folder; its path. */
function copyBuild(distDir) {
  fs.mkdirSync(copiesDir, { recursive: true })
  const copy = fs.mkdtempSync(path.join(copiesDir, `${path.basename(distDir)}-`))
  const caches = path.resolve(root, distDir, 'cache')
  fs.cpSync(path.resolve(root, distDir), copy, { recursive: true, filter: (from) => from !== caches })
  return path.relative(root, copy)
}
