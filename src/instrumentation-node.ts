/**
 * Server start, Node.js runtime only (imported by instrumentation.ts).
 *
 * libsql (the SQLite driver) asks `process.report.getReport()` whether the C
 * library is glibc when it first loads, and by default a report resolves the
 * name of every open socket. Loaded lazily by the first request that reads the
 * database, under load that froze the server for 5–10 s (measured with 50 open
 * connections: 5 s; without the network section: 6 ms). So: no network section
 * in reports, and Payload (with its driver) is loaded now, while nothing waits.
 */
import { runShutdownHooks } from './lib/shutdown'
import { normalizeRequestHeaders } from './next-adapter/request-start'

// `excludeNetwork` is Node ≥ 20.13; the types in use do not list it yet.
if (process.report) (process.report as { excludeNetwork?: boolean }).excludeNetwork = true

/**
 * With NEXT_MANUAL_SIG_HANDLE (set by scripts/run.mjs), Next leaves SIGTERM and SIGINT to the app: what it holds in
 * memory (Web Vitals not yet written) is written, then the process leaves, within its supervisor's patience.
 */
function finishOnSignals() {
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) return
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      setTimeout(() => process.exit(0), 2000).unref()
      void runShutdownHooks().finally(() => process.exit(0))
    })
}

export async function warmUp(): Promise<void> {
  // Not during `next build` (its workers load Payload when they need it).
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  normalizeRequestHeaders()
  finishOnSignals()
  try {
    const [{ getPayload }, { default: configPromise }] = await Promise.all([
      import('payload'),
      import('@payload-config'),
    ])
    const config = await configPromise
    // Started even if the database is not reachable yet: each tick loads Payload through the API route.
    if (config.jobs.enabled) await startJobs(config.secret)
    // Several instances (REDIS_URL): the shared form limits are counted in Redis from the first request.
    await (await import('./lib/integrations/redis')).connectRedis()
    await getPayload({ config })
  } catch (error) {
    // Static pages still serve; requests that need the database answer with the server-problem page.
    console.error('Payload could not start; it will be retried on the first request that needs it.', error)
  }
}

/**
 * Queued jobs (scheduled publishing, …) run while the server runs, with no visitor
 * request needed. JOBS_RUN_EVERY_SECONDS (default 5) sets how often; the runner
 * reaches this server on 127.0.0.1:PORT, or JOBS_RUNNER_ORIGIN.
 */
async function startJobs(secret: string) {
  const [{ startJobRunner }, { runnerCredentials }] = await Promise.all([
    import('./cms/jobs/runner'),
    import('./cms/jobs'),
  ])
  const seconds = Number(process.env.JOBS_RUN_EVERY_SECONDS) || 5
  startJobRunner({
    origin: process.env.JOBS_RUNNER_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`,
    everyMs: seconds * 1000,
    headers: runnerCredentials(secret),
  })
}
