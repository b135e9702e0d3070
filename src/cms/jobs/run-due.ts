import { randomUUID } from 'node:crypto'
import type { Endpoint, PayloadRequest, Where } from 'payload'
import { redisClient } from '@/lib/integrations/redis'

/** Routine jobs on a schedule (the e-mail sweep every 10 s, the hourly prune): only their failures are logged. */
const quietTasks = new Set(['deliver-emails', 'prune-web-vitals', 'send-newsletter'])

/** Bounds one tick's work (a few milliseconds a job), so a huge backlog still lets the runner tick again soon. */
const maxJobsPerTick = 500

/** Longer than a job runs without touching its row (long ones beat every 5 s: `withHeartbeat` in index.ts). */
export const STALE_JOB_MS = 20_000

const due: Where = {
  and: [{ completedAt: { exists: false } }, { processing: { equals: false } }, { hasError: { not_equals: true } }],
}

/**
 * GET /api/jobs/run-due: what the in-process runner (runner.ts) calls every few seconds. Payload's own
 * /api/payload-jobs/run logs "Running N jobs." with two more lines on every tick (the e-mail sweep is due every
 * 10 s), for ever. This runs the same schedules and jobs silently, then logs one line per job that ran, except the
 * sweep's, and one per failure, always.
 */
export function runDueEndpoint(mayRun: (args: { req: PayloadRequest }) => boolean | Promise<boolean>): Endpoint {
  return {
    path: '/jobs/run-due',
    method: 'get',
    handler: async (req) => {
      if (!(await mayRun({ req }))) return Response.json({ message: req.t('error:unauthorized') }, { status: 401 })
      const release = await takeTurn()
      if (!release) return Response.json({ ran: 0, busy: true })
      try {
        return await runDue(req)
      } finally {
        await release()
      }
    },
  }
}

const turnKey = 'studio:jobs:run-due'
// Far longer than a run takes (a few milliseconds a job, at most maxJobsPerTick), and short enough that an instance
// killed during its run holds up the others' jobs for half a minute at most.
const turnMs = 30_000

/**
 * One instance runs the jobs at a time, when several share a database (REDIS_URL): two runs of the same due jobs race
 * in Payload's queue (a job one run deletes when done is `null` in the other's claim, which then throws and leaves the
 * jobs it claimed marked as processing, never to run: a publish's second expiry lost). Returns how to end the turn, or
 * null while another instance has it; without Redis (one instance) or while it is down, always a turn.
 */
async function takeTurn(): Promise<(() => Promise<void>) | null> {
  const redis = redisClient()
  if (!redis?.isReady) return async () => {}
  const token = randomUUID()
  const taken = await redis.set(turnKey, token, { NX: true, PX: turnMs }).catch(() => 'OK')
  if (taken !== 'OK') return null
  return async () => {
    // Only this run's own turn: one that outlived turnMs may be another's by now.
    const end = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0"
    await redis.eval(end, { keys: [turnKey], arguments: [token] }).catch(() => {})
  }
}

/** Runs the due schedules and jobs; logs one line per job that ran (the e-mail sweep's only when it failed). */
async function runDue(req: PayloadRequest): Promise<Response> {
  const { payload } = req
  // A job whose process died running it stays "processing" for ever (Payload keeps no lease): a scheduled publish or
  // a publish's second expiry would never run, a schedule never fire again. One untouched that long is due again.
  const dead = {
    processing: { equals: true },
    updatedAt: { less_than: new Date(Date.now() - STALE_JOB_MS).toISOString() },
  }
  await payload.db.updateMany({ collection: 'payload-jobs', where: dead, data: { processing: false }, req })
  await payload.jobs.handleSchedules({ allQueues: true, req })
  // The jobs waiting when the call began (the oldest 500): jobs queued meanwhile wait for the next tick.
  const pending = await payload.find({
    collection: 'payload-jobs',
    where: due,
    sort: 'createdAt',
    depth: 0,
    limit: maxJobsPerTick,
    pagination: false,
    select: { taskSlug: true, queue: true },
    req,
  })
  const slugOf = new Map(pending.docs.map((job) => [String(job.id), String(job.taskSlug)]))
  // Each round runs up to 10 due ones of every queue, so a backlog in one (a bulk publish's expiries) never holds
  // up another's (the e-mail sweep); rounds go on until none is due, each job once (a failed one waits its retry).
  const jobStatus: Record<string, { status: string }> = {}
  for (let ranInRound = 1; ranInRound > 0;) {
    ranInRound = 0
    for (const queue of new Set(pending.docs.map((job) => job.queue ?? 'default'))) {
      const left = pending.docs
        .filter((job) => (job.queue ?? 'default') === queue && !(String(job.id) in jobStatus))
        .map((job) => job.id)
      if (!left.length) continue
      const where: Where = { id: { in: left } }
      const round = (await payload.jobs.run({ queue, limit: 10, silent: true, where, req })) as {
        jobStatus?: Record<string, { status: string }>
      }
      Object.assign(jobStatus, round.jobStatus)
      ranInRound += Object.keys(round.jobStatus ?? {}).length
    }
  }
  for (const [id, { status }] of Object.entries(jobStatus)) {
    const task = slugOf.get(id) ?? 'job'
    if (status === 'success') {
      if (!quietTasks.has(task)) payload.logger.info(`Jobs: ${task} (#${id}) done.`)
      continue
    }
    const failed = await payload.findByID({ collection: 'payload-jobs', id, depth: 0, disableErrors: true, req })
    // A job to be retried keeps its error in its last log entry; one out of retries, in `error` too.
    type Logged = { error?: { message?: string } | null }
    const last = ((failed?.log ?? []) as Logged[]).at(-1)?.error
    const message = (failed?.error as Logged['error'])?.message ?? last?.message ?? status
    payload.logger.error(`Jobs: ${task} (#${id}) failed (${status}): ${message}`)
  }
  return Response.json({ ran: Object.keys(jobStatus).length })
}
