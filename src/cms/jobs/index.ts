import type { CollectionConfig, JobsConfig, Payload, PayloadRequest, SanitizedConfig, TaskConfig } from 'payload'
import { signToken, verifyToken } from '@/lib/signed-token'
import { studioNotices } from '@/features/contact/server/notices'
import { confirmations } from '@/features/newsletter/server/confirmations'
import { sweep } from '@/forms/server/deliveries'
import { pruneOldDays } from '@/features/vitals/server/store'
import { admins, hasRole, hiddenUnless } from '../access'
import { label, labelled, type FieldWords, type OptionWords } from '@/lib/admin-labels'
import { expireAgainTask, expireTags } from '../hooks/revalidate'
import { runDueEndpoint } from './run-due'
import { kick } from '@/features/newsletter/issues/sending'

/**
 * Payload's jobs queue: work that must happen with no visitor asking, and survive a crash.
 * - schedulePublish (Payload's own): publish/unpublish at the time an editor chose;
 * - deliver-emails: every 10 s, send what is due of the e-mails that must go out at least once
 *   (forms/server/deliveries.ts): confirmations and studio notices whose send failed or whose
 *   sender died. Every instance runs the schedule; Payload queues one job at a time, and the
 *   rows' claims keep two senders off one e-mail;
 * - expire-tags-again: a publish's public pages, expired a second time a few seconds after it
 *   (hooks/revalidate.ts says why);
 * - send-newsletter: every 10 s, starts this process's newsletter sender (features/newsletter/issues/sending.ts)
 *   in the background, which sends what is due (scheduled issues, the rest of a send whose process died);
 * - prune-web-vitals: every hour, deletes the Speed view's days older than 90 (features/vitals).
 * Jobs and schedules are run by `runner.ts` through GET /api/jobs/run-due (run-due.ts), so every task
 * runs inside a Next request (docs/architecture/jobs.md); seed scripts, the build and tests
 * run none unless they ask.
 */

const runnerHeader = 'x-jobs-runner'

/**
 * The header the in-process runner sends: an HMAC keyed by the config's secret (PAYLOAD_SECRET as
 * configured, not `payload.secret`, which Payload derives from it by hashing), never seen outside the server.
 */
export function runnerCredentials(secret: string): Record<string, string> {
  return { [runnerHeader]: signToken(secret, 'jobs-runner', 'runner', 'run') }
}

/** Who may run queued jobs: the server's own runner, or an admin (Payload's default is any signed-in user). */
export function canRunJobs({ req }: { req: PayloadRequest }): boolean {
  if (hasRole(req.user, 'admin')) return true
  return verifyToken(req.payload.config.secret, 'jobs-runner', req.headers.get(runnerHeader), 'run')
}

const taskNames: OptionWords = {
  pt: {
    schedulePublish: 'Publicação agendada',
    'deliver-emails': 'Envio de e-mails',
    'prune-web-vitals': 'Limpeza das medidas de velocidade',
    'send-newsletter': 'Envio da newsletter',
    [expireAgainTask]: 'Nova expiração das páginas publicadas',
    inline: 'Tarefa avulsa',
  },
  en: {
    schedulePublish: 'Scheduled publish',
    'deliver-emails': 'Deliver e-mails',
    'prune-web-vitals': 'Delete old speed measurements',
    'send-newsletter': 'Send the newsletter',
    [expireAgainTask]: 'Expire published pages again',
    inline: 'Inline task',
  },
}

/** Payload's jobs fields, whose labels and descriptions it leaves in English. */
const jobWords: Record<string, FieldWords> = {
  input: {
    label: label.input,
    description: { pt: 'Os dados que a tarefa recebeu.', en: 'The data the job was given.' },
  },
  taskStatus: { label: { pt: 'Situação das etapas', en: 'Task status' } },
  'tab:Status': { label: label.status },
  completedAt: { label: label.completedAt },
  totalTried: { label: { pt: 'Tentativas', en: 'Attempts' } },
  hasError: {
    label: { pt: 'Com erro', en: 'Has error' },
    description: { pt: 'Uma tarefa com erro não é tentada de novo.', en: 'A job with an error is not retried.' },
  },
  error: {
    label: label.error,
    description: { pt: 'O erro que parou a tarefa.', en: 'The error that stopped the job.' },
  },
  log: {
    label: { pt: 'Registro', en: 'Log' },
    description: { pt: 'Cada execução da tarefa.', en: 'Each run of the job.' },
  },
  'log.executedAt': { label: { pt: 'Iniciada em', en: 'Started' } },
  'log.completedAt': { label: label.completedAt },
  'log.taskSlug': { label: label.task, options: taskNames },
  'log.taskID': { label: { pt: 'ID da etapa', en: 'Task ID' } },
  'log.input': { label: label.input },
  'log.output': { label: { pt: 'Resultado', en: 'Output' } },
  'log.state': {
    label: label.status,
    options: { pt: { failed: 'Falhou', succeeded: 'Concluída' }, en: { failed: 'Failed', succeeded: 'Succeeded' } },
  },
  'log.error': { label: label.error },
  taskSlug: { label: label.task, options: taskNames },
  queue: { label: { pt: 'Fila', en: 'Queue' } },
  waitUntil: { label: { pt: 'Agendada para', en: 'Scheduled for' } },
  processing: { label: { pt: 'Em execução', en: 'Running' } },
  meta: { label: { pt: 'Metadados', en: 'Metadata' } },
}

/** Failed jobs stay in the list (completed ones are deleted) and only admins see it, under Administration. */
function jobsCollectionOverrides({
  defaultJobsCollection,
}: {
  defaultJobsCollection: CollectionConfig
}): CollectionConfig {
  return {
    ...defaultJobsCollection,
    fields: labelled(defaultJobsCollection.fields, jobWords),
    labels: {
      singular: { pt: 'Tarefa agendada', en: 'Scheduled job' },
      plural: { pt: 'Tarefas agendadas', en: 'Scheduled jobs' },
    },
    access: { ...defaultJobsCollection.access, read: admins, delete: admins },
    admin: {
      ...defaultJobsCollection.admin,
      group: { pt: 'Administração', en: 'Administration' },
      hidden: hiddenUnless('admin'),
      defaultColumns: ['taskSlug', 'input', 'waitUntil', 'totalTried', 'hasError', 'completedAt'],
      description: {
        pt: 'Publicações agendadas e outras tarefas. Uma tarefa com erro é repetida com intervalos crescentes; depois da última tentativa fica aqui com o erro.',
        en: 'Scheduled publishing and other tasks. A failing task is retried at growing intervals; after the last attempt it stays here with its error.',
      },
    },
  }
}

/** How often a long job touches its row, so the runner knows its process is alive (run-due.ts, STALE_JOB_MS). */
const HEARTBEAT_MS = 5_000

/** Runs `work` while stamping the job's `updatedAt` every few seconds: proof that its process is alive. */
async function withHeartbeat<T>(payload: Payload, jobId: number | string, work: () => Promise<T>): Promise<T> {
  const beat = setInterval(() => {
    const data = { updatedAt: new Date().toISOString() }
    void payload.db.updateOne({ collection: 'payload-jobs', id: jobId, data }).catch(() => undefined)
  }, HEARTBEAT_MS)
  try {
    return await work()
  } finally {
    clearInterval(beat)
  }
}

/** The runner's endpoint (run-due.ts), registered by the config beside the forms' endpoints. */
export const jobsEndpoints = [runDueEndpoint(canRunJobs)]

export const jobs: JobsConfig = {
  access: { run: canRunJobs, queue: ({ req }) => hasRole(req.user, 'admin') },
  jobsCollectionOverrides,
  deleteJobOnComplete: true,
  tasks: [
    {
      slug: 'deliver-emails',
      label: 'Deliver due e-mails',
      retries: 2,
      schedule: [{ cron: '*/10 * * * * *', queue: 'deliveries' }],
      handler: async ({ job, req }) =>
        withHeartbeat(req.payload, job.id, async () => ({
          output: {
            confirmations: await sweep(req.payload, confirmations),
            notices: await sweep(req.payload, studioNotices),
          },
        })),
      outputSchema: [
        { name: 'confirmations', type: 'number' },
        { name: 'notices', type: 'number' },
      ],
    },
    {
      slug: 'send-newsletter',
      label: 'Send the newsletter',
      retries: 0,
      schedule: [{ cron: '*/10 * * * * *', queue: 'newsletter' }],
      // Starts the sender and returns: a send outlasts any request, and must not hold up the other jobs.
      handler: async ({ req }) => {
        void kick(req.payload)
        return { output: {} }
      },
    },
    {
      slug: 'prune-web-vitals',
      label: 'Delete old speed measurements',
      retries: 2,
      schedule: [{ cron: '0 0 * * * *', queue: 'maintenance' }],
      handler: async ({ job, req }) =>
        withHeartbeat(req.payload, job.id, async () => ({ output: { firstDayKept: await pruneOldDays(req.payload) } })),
      outputSchema: [{ name: 'firstDayKept', type: 'text' }],
    },
    {
      slug: expireAgainTask,
      label: 'Expire published pages again',
      retries: 2,
      inputSchema: [{ name: 'tags', type: 'json', required: true }],
      handler: async ({ input }) => {
        await expireTags(input.tags as string[])
        return { output: {} }
      },
    },
  ],
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
    if (task.retries === undefined && builtInTaskRetries[task.slug] !== undefined)
      task.retries = builtInTaskRetries[task.slug]
  }
  return config
}
