import type { JobsConfig } from 'payload'
import { studioNotices } from '@/features/contact/server/notices'
import { confirmations } from '@/features/newsletter/server/confirmations'
import { sweep } from '@/forms/server/deliveries'

/**
 * Payload's jobs queue: work that must happen with no visitor asking, and survive a crash.
 * The runner starts with the server (instrumentation-node.ts loads Payload with `cron: true`);
 * seed scripts, the build and tests run none.
 *
 * deliver-emails: every 10 s, send what is due of the e-mails that must go out at least once
 * (forms/server/deliveries.ts): confirmations and studio notices whose send failed or whose
 * sender died. Every instance runs the schedule; Payload queues one job at a time, and the
 * rows' claims keep two senders off one e-mail.
 */
/**
 * Payload schedules a task only while no job of it is queued or running, and a job that was
 * running in a process killed mid-job stays "running" for ever, which would stop the schedule
 * for good. A sweep job untouched for three minutes is such a leftover (a sweep stops starting
 * batches after one minute, and a batch's sends each time out within 30 s; the rows a dead job
 * held are claimed, so not lost): it is deleted before the default check.
 */
const STALE_JOB_MS = 3 * 60_000
type Schedule = NonNullable<NonNullable<JobsConfig['tasks']>[number]['schedule']>[number]
type BeforeScheduleFn = NonNullable<NonNullable<Schedule['hooks']>['beforeSchedule']>
const dropStaleSweeps: BeforeScheduleFn = async (args) => {
  const { req } = args
  await req.payload.db.deleteMany({
    collection: 'payload-jobs',
    req,
    where: { and: [{ taskSlug: { equals: 'deliver-emails' } }, { processing: { equals: true } }, { updatedAt: { less_than: new Date(Date.now() - STALE_JOB_MS).toISOString() } }] },
  })
  return args.defaultBeforeSchedule(args)
}

export const jobs: JobsConfig = {
  tasks: [
    {
      slug: 'deliver-emails',
      label: 'Deliver due e-mails',
      retries: 2,
      schedule: [{ cron: '*/10 * * * * *', queue: 'deliveries', hooks: { beforeSchedule: dropStaleSweeps } }],
      handler: async ({ req }) => {
        const sent = { confirmations: await sweep(req.payload, confirmations), notices: await sweep(req.payload, studioNotices) }
        return { output: sent }
      },
      outputSchema: [
        { name: 'confirmations', type: 'number' },
        { name: 'notices', type: 'number' },
      ],
    },
  ],
  autoRun: [{ cron: '*/5 * * * * *', queue: 'deliveries', limit: 5, silent: { info: true } }],
  deleteJobOnComplete: true,
}
