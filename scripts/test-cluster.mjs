// `npm run test:cluster`: the production topology (scripts/cluster) in a throwaway folder, its
// suites (tests/cluster: shared cache, front, limits, backup and restore, failover), an
// end-to-end smoke through the HTTPS front (Playwright), and Mozilla's HTTP Observatory grade.
// Stops everything, whatever the result.
//   CLUSTER_PORT_BASE (default 18440): the six ports from there (scripts/cluster/index.mjs).
//   CLUSTER_DIST_DIR (default .next-cluster-test): its build folder (reused when unchanged).
//   CLUSTER_KEEP_STATE=1: keep the throwaway folder (logs, database) after a failure.
//   CLUSTER_APPS_AFTER=<file>: prepare the database and the build now, start the rest once <file> exists (CI
//     prepares beside npm test and runs the suites alone after it).
//   CLUSTER_BURN=1: two processes (one per core) burn the CPU from the first suite to the last, to show the suites
//     pass on a busy machine.
//   node scripts/test-cluster.mjs tests/cluster/x.test.ts …: only those suites (no smoke).
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { root } from './env.mjs'
import { run } from './run.mjs'
import { startCluster } from './cluster/index.mjs'

let started = Date.now()
const state = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-cluster-'))
const adminPassword = crypto.randomBytes(12).toString('base64url')
let cluster
let burners = []
let failed = false
const stop = async () => {
  burners.forEach((b) => b.kill('SIGKILL'))
  await cluster?.stop()
  if (failed && process.env.CLUSTER_KEEP_STATE) console.log(`▸ Kept ${state}`)
  else fs.rmSync(state, { recursive: true, force: true })
}
process.on('SIGINT', () => stop().then(() => process.exit(130)))

try {
  cluster = await startCluster({
    state,
    portBase: Number(process.env.CLUSTER_PORT_BASE) || 18440,
    distDir: process.env.CLUSTER_DIST_DIR || '.next-cluster-test',
    env: { SEED_ADMIN_PASSWORD: adminPassword, RATE_LIMIT_PER_MINUTE: '10' },
    serverLogs: true,
    beforeApps: async () => {
      const go = process.env.CLUSTER_APPS_AFTER
      if (!go) return
      console.log(`▸ Prepared in ${Math.round((Date.now() - started) / 1000)} s; the app instances start after ${go}`)
      while (!fs.existsSync(go)) await new Promise((r) => setTimeout(r, 500))
      started = Date.now()
    },
  })
  console.log(`▸ Cluster up in ${Math.round((Date.now() - started) / 1000)} s (${process.version})`)
  const env = {
    ...cluster.env,
    CLUSTER_URL: cluster.url,
    CLUSTER_HTTP_PORT: String(cluster.ports.http),
    CLUSTER_APP_PORTS: cluster.ports.apps.join(','),
    CLUSTER_STATE: state,
    CLUSTER_CA: cluster.tls.ca,
    // Node's clients (the suites, the Observatory) trust the cluster's CA, as a browser told to would.
    NODE_EXTRA_CA_CERTS: cluster.tls.ca,
    ADMIN_EMAIL: cluster.env.ADMIN_EMAIL || 'admin@studio.local',
    ADMIN_PASSWORD: adminPassword,
  }
  const only = process.argv.slice(2)
  const results = []
  if (process.env.CLUSTER_BURN) {
    burners = Array.from({ length: os.availableParallelism() }, () =>
      spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
    )
    console.log(`▸ ${burners.length} processes burn the CPU beside the suites`)
  }
  for (const [name, step] of [
    ['cluster suites', () => run('vitest', ['run', '--config', 'vitest.cluster.config.ts', ...only], env)],
    // A smoke of the end-to-end suite through the front: every route in both languages, the
    // locale switcher, an editor's publish seen by visitors, and Preview and Live Preview at the front's address.
    [
      'end-to-end smoke',
      () =>
        only.length
          ? Promise.resolve()
          : run(
              'playwright',
              [
                'test',
                '--project=desktop',
                'tests/e2e/routes.spec.ts',
                'tests/e2e/locale-switcher.spec.ts',
                'tests/e2e/publish.spec.ts',
                'tests/e2e/preview-address.spec.ts',
              ],
              { ...env, BASE_URL: cluster.url, E2E_IGNORE_HTTPS_ERRORS: '1', E2E_OUTPUT_DIR: 'test-results-cluster' },
            ),
    ],
  ]) {
    try {
      await step()
      results.push(`✓ ${name}`)
    } catch (error) {
      failed = true
      results.push(`✗ ${name}: ${error instanceof Error ? error.message : error}`)
    }
  }
  const grade = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/observatory.mjs'), `localhost:${cluster.ports.https}`],
    { env, encoding: 'utf8' },
  )
  console.log(`\n${results.join('\n')}\n${(grade.stdout || grade.stderr).trim()}`)
  if (grade.status !== 0 || !/^observatory: A\+ /m.test(grade.stdout)) failed = true
} catch (error) {
  failed = true
  console.error(error instanceof Error ? error.stack : error)
} finally {
  if (failed && cluster)
    for (const log of ['app-1.log', 'app-2.log', 'nginx/error.log']) {
      const file = path.join(state, log)
      if (fs.existsSync(file))
        console.log(`\n── ${log} (last lines) ──\n${fs.readFileSync(file, 'utf8').split('\n').slice(-40).join('\n')}`)
    }
  await stop()
  console.log(`▸ test:cluster ${failed ? 'failed' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`)
  process.exitCode = failed ? 1 : 0
}
