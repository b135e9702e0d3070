/**
 * The jobs runner, started with the server (instrumentation-node.ts): every few
 * seconds it asks this same server for GET /api/jobs/run-due (run-due.ts), so each job runs
 * inside a Next request.
 *
 * Why not Payload's `jobs.autoRun`: its cron calls the queue directly, outside any
 * request, and Next 16.4.5's `revalidateTag` throws there ("Invariant: static
 * generation store missing", next/dist/server/web/spec-extension/revalidate.js).
 * A scheduled publish would then fail in its afterChange hook and be rolled back.
 * Inside the run endpoint the same hook queues the tags on the request, and Next
 * expires them after the response, when the job's transaction has committed, through
 * whatever cache handler is configured: exactly the path of a manual publish.
 */
export type JobRunner = { stop: () => void; tick: () => Promise<void> }

export function startJobRunner(options: {
  origin: string
  everyMs: number
  headers: Record<string, string>
}): JobRunner {
  const url = `${options.origin}/api/jobs/run-due`
  let running = false
  let failing = false
  const tick = async () => {
    // One run at a time: a slow job makes the next ticks wait instead of piling up.
    if (running) return
    running = true
    try {
      const res = await fetch(url, { headers: options.headers, signal: AbortSignal.timeout(120_000) })
      if (!res.ok) throw new Error(`GET /api/jobs/run-due answered ${res.status}`)
      if (failing) console.info('Jobs runner: running queued jobs again.')
      failing = false
    } catch (error) {
      // Logged once per outage, not every few seconds.
      if (!failing) console.error('Jobs runner: could not run queued jobs; retrying every tick.', error)
      failing = true
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), options.everyMs)
  timer.unref()
  return { stop: () => clearInterval(timer), tick }
}
