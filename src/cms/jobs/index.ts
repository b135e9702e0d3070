import type { CollectionConfig, JobsConfig, PayloadRequest, SanitizedConfig, TaskConfig } from 'payload'
import { signToken, verifyToken } from '@/lib/signed-token'
import { isAdmin, isAdminUser } from '../access'

/**
 * Payload's jobs queue: scheduled publishing today, other tasks (e-mail) added to
 * `jobs.tasks`. Jobs are run by `runner.ts` through GET /api/payload-jobs/run, so
 * every task runs inside a Next request (see ARCHITECTURE.md, "Scheduled publishing").
 */

const runnerHeader = 'x-jobs-runner'

/** The header the in-process runner sends: an HMAC of PAYLOAD_SECRET, never seen outside the server. */
export function runnerCredentials(secret: string): Record<string, string> {
  return { [runnerHeader]: signToken(secret, 'jobs-runner', 'runner', 'run') }
}

/** Who may run queued jobs: the server's own runner, or an admin (Payload's default is any signed-in user). */
function canRunJobs({ req }: { req: PayloadRequest }): boolean {
  if (isAdminUser(req.user)) return true
  return verifyToken(req.payload.secret, 'jobs-runner', req.headers.get(runnerHeader), 'run')
}

/** Failed jobs stay in the list (completed ones are deleted) and only admins see it, under Administration. */
function jobsCollectionOverrides({ defaultJobsCollection }: { defaultJobsCollection: CollectionConfig }): CollectionConfig {
  return {
    ...defaultJobsCollection,
    labels: { singular: { pt: 'Tarefa agendada', en: 'Scheduled job' }, plural: { pt: 'Tarefas agendadas', en: 'Scheduled jobs' } },
    access: { ...defaultJobsCollection.access, read: isAdmin, delete: isAdmin },
    admin: {
      ...defaultJobsCollection.admin,
      group: { pt: 'Administração', en: 'Administration' },
      hidden: ({ user }) => !isAdminUser(user),
      defaultColumns: ['taskSlug', 'input', 'waitUntil', 'totalTried', 'hasError', 'completedAt'],
      description: {
        pt: 'Publicações agendadas e outras tarefas. Uma tarefa com erro é repetida com intervalos crescentes; depois da última tentativa fica aqui com o erro.',
        en: 'Scheduled publishing and other tasks. A failing task is retried at growing intervals; after the last attempt it stays here with its error.',
      },
    },
  }
}

export const jobs: JobsConfig = {
  access: { run: canRunJobs },
  jobsCollectionOverrides,
  deleteJobOnComplete: true,
  tasks: [],
}

/**
 * Retries of tasks Payload adds itself (scheduled publishing has none by default, so
 * one failure would be final). 5 more attempts, 30 s apart and doubling: the last
 * one about 15 minutes after the first failure.
 */
const builtInTaskRetries: Record<string, TaskConfig['retries']> = {
  schedulePublish: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
}

/** Applied to the built config: Payload adds the schedulePublish task while it sanitizes, after our config is read. */
export function withTaskRetries(config: SanitizedConfig): SanitizedConfig {
  for (const task of config.jobs?.tasks ?? []) {
    if (task.retries === undefined && builtInTaskRetries[task.slug] !== undefined) task.retries = builtInTaskRetries[task.slug]
  }
  return config
}
