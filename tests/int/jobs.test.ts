// Payload's jobs queue: scheduled publishing (jobs wait for their time, publish and unpublish, are
// retried when they fail, and stay visible to admins only) and a publish's second expiry. The clock is
// moved with the job system's own test hook (_internal_jobSystemGlobals), never slept.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals, type Payload } from 'payload'
import type { User } from '@/payload-types'
import { runnerCredentials } from '@/cms/jobs'
import { tags } from '@/lib/cache-tags'
import { api, loginToken } from './forms-harness'
import { seoOf } from '../publishable'
import { startPayload } from './payload-harness'

let payload: Payload
let cleanup: () => Promise<void>
let editor: User
let adminToken: string
let editorToken: string

beforeAll(async () => {
  ;({ payload, cleanup } = await startPayload())
  await payload.create({
    collection: 'users',
    data: { email: 'admin@test.local', password: 'admin-pass-1', roles: ['admin'] },
  })
  editor = await payload.create({
    collection: 'users',
    data: { email: 'editor@test.local', password: 'editor-pass-1', roles: ['editor'] },
  })
  adminToken = await loginToken(payload, 'admin@test.local', 'admin-pass-1')
  editorToken = await loginToken(payload, 'editor@test.local', 'editor-pass-1')
})
afterEach(() => _internal_resetJobSystemGlobals())
afterAll(async () => cleanup?.())

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000)
const clockAt = (date: Date) => (_internal_jobSystemGlobals.getCurrentDate = () => date)

/** What the admin's "Schedule publish" drawer queues (@payloadcms/ui schedulePublishHandler). */
function schedule(type: 'publish' | 'unpublish', postId: number | string, at: Date) {
  return payload.jobs.queue({
    task: 'schedulePublish',
    // The id goes in as a string, as the drawer sends it (the task coerces it back).
    input: {
      type,
      doc: { relationTo: 'posts', value: String(postId) as never },
      user: { relationTo: 'users', value: editor.id },
    },
    waitUntil: at,
  })
}

const statusOf = async (id: number) => (await payload.findByID({ collection: 'posts', id, draft: false }))._status

describe('scheduled publishing', () => {
  it('publishes a draft at its time, not before', async () => {
    const post = await payload.create({
      collection: 'posts',
      draft: true,
      data: { title: 'Lançamento', publishedDate: '2026-11-01T12:00:00.000Z', ...seoOf('pt'), _status: 'draft' },
    })
    await schedule('publish', post.id, inMinutes(30))
    await payload.jobs.run()
    expect(await statusOf(post.id)).toBe('draft')
    clockAt(inMinutes(31))
    await payload.jobs.run()
    expect(await statusOf(post.id)).toBe('published')
    // Done jobs are removed; only pending and failed ones stay listed.
    expect(
      (await payload.find({ collection: 'payload-jobs', where: { 'input.doc.value': { equals: String(post.id) } } }))
        .docs,
    ).toEqual([])
  })

  it('unpublishes at its time', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Campanha', publishedDate: '2026-11-01T12:00:00.000Z', ...seoOf('pt'), _status: 'published' },
    })
    await schedule('unpublish', post.id, inMinutes(5))
    clockAt(inMinutes(6))
    await payload.jobs.run()
    expect(await statusOf(post.id)).toBe('draft')
  })
})

describe('a failing job', () => {
  it('is retried at growing intervals, then kept with its error', async () => {
    const job = await schedule('publish', 999_999, inMinutes(1))
    let now = inMinutes(2)
    const waits: number[] = []
    for (let attempt = 1; attempt <= 6; attempt++) {
      clockAt(now)
      await payload.jobs.run()
      const state = await payload.findByID({ collection: 'payload-jobs', id: job.id })
      expect(state.totalTried).toBe(attempt)
      if (attempt < 6) {
        expect(state.hasError).toBe(false)
        const next = new Date(state.waitUntil as string)
        waits.push(next.getTime() - now.getTime())
        now = new Date(next.getTime() + 1000)
      } else {
        expect(state.hasError).toBe(true)
        // The document is missing (Payload's NotFound, in the admin's default language).
        expect((state.error as { message?: string }).message).toMatch(/Não Encontrado|Not Found/)
      }
    }
    // 30 s, then doubling.
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000])
  })

  it('is visible to admins in the jobs list, and hidden from editors and the public', async () => {
    const asAdmin = await api('/api/payload-jobs?where[hasError][equals]=true', { token: adminToken })
    expect(asAdmin.status).toBe(200)
    expect((await asAdmin.json()).docs).toHaveLength(1)
    expect((await api('/api/payload-jobs', { token: editorToken })).status).toBe(403)
    expect((await api('/api/payload-jobs')).status).toBe(403)
  })
})

describe('the run endpoints', () => {
  it('run jobs for the server’s own runner and admins only', async () => {
    for (const path of ['/api/payload-jobs/run', '/api/jobs/run-due']) {
      expect((await api(path)).status, path).toBe(401)
      expect((await api(path, { token: editorToken })).status, path).toBe(401)
      expect((await api(path, { headers: { 'x-jobs-runner': 'forged.token' } })).status, path).toBe(401)
      expect((await api(path, { headers: runnerCredentials(payload.config.secret) })).status, path).toBe(200)
      expect((await api(path, { token: adminToken })).status, path).toBe(200)
    }
  })

  it('log nothing for routine jobs (the sweep, the hourly prune), one line per other job, and every failure', async () => {
    const runner = { headers: runnerCredentials(payload.config.secret) }
    const info = vi.spyOn(payload.logger, 'info')
    const error = vi.spyOn(payload.logger, 'error')
    try {
      // The sweep is scheduled every 10 s and the prune every hour: ticks across an hour, nothing else due.
      const hour = Math.ceil(Date.now() / 3_600_000) * 3_600_000
      for (const at of [-5, 6, 17]) {
        clockAt(new Date(hour + at * 1000))
        expect((await api('/api/jobs/run-due', runner)).status).toBe(200)
      }
      expect([...info.mock.calls, ...error.mock.calls]).toEqual([])
      const expire = await payload.jobs.queue({ task: 'expire-tags-again', input: { tags: [tags.sitemap] } })
      // A scheduled publish of a document that does not exist fails (and will be retried).
      const broken = await schedule('publish', 999_999, new Date())
      expect((await api('/api/jobs/run-due', runner)).status).toBe(200)
      expect(info.mock.calls.map(([line]) => line)).toEqual([`Jobs: expire-tags-again (#${expire.id}) done.`])
      expect(error.mock.calls.map(([line]) => String(line))).toEqual([
        expect.stringMatching(
          new RegExp(`^Jobs: schedulePublish \\(#${broken.id}\\) failed .*(Não Encontrado|Not Found)`),
        ),
      ])
    } finally {
      info.mockRestore()
      error.mockRestore()
    }
  })
})

describe('a publish', () => {
  it('expires its pages now, and queues a second expiry 5 s later in the database, run like any job', async () => {
    // The hook expires tags only inside the Next server; here Next's revalidateTag is recorded instead.
    const revalidateTag = vi.fn()
    vi.doMock('next/cache', () => ({ revalidateTag }))
    process.env.NEXT_RUNTIME = 'nodejs'
    try {
      const publishedAt = Date.now()
      await payload.create({
        collection: 'posts',
        data: {
          title: 'Expira duas vezes',
          publishedDate: '2026-11-01T12:00:00.000Z',
          ...seoOf('pt'),
          _status: 'published',
        },
      })
      expect(revalidateTag.mock.calls).toEqual(
        [tags.collection('posts'), tags.sitemap].map((tag) => [tag, { expire: 0 }]),
      )

      const queued = (
        await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'expire-tags-again' } } })
      ).docs
      expect(queued.map((job) => job.input)).toEqual([{ tags: [tags.collection('posts'), tags.sitemap] }])
      const delay = new Date(queued[0].waitUntil!).getTime() - publishedAt
      expect(delay).toBeGreaterThanOrEqual(5_000)
      expect(delay).toBeLessThan(6_000)

      revalidateTag.mockClear()
      await payload.jobs.run()
      expect(revalidateTag).not.toHaveBeenCalled()
      clockAt(new Date(publishedAt + 6_000))
      await payload.jobs.run()
      expect(revalidateTag.mock.calls).toEqual(
        [tags.collection('posts'), tags.sitemap].map((tag) => [tag, { expire: 0 }]),
      )
      expect(
        (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'expire-tags-again' } } })).docs,
      ).toEqual([])
    } finally {
      delete process.env.NEXT_RUNTIME
      vi.doUnmock('next/cache')
    }
  })
})

/** A pending sign-up whose sender died: claimed a minute ago, never sent, so due for the next sweep. */
async function orphanedSignUp(email: string) {
  const subscriber = await payload.create({
    collection: 'subscribers',
    data: { name: 'Ana', surname: 'Lima', email, locale: 'pt', status: 'pending' },
  })
  await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: { confirmationClaimedAt: new Date(Date.now() - 60_000).toISOString() },
  })
}

describe('a job whose process was killed while running it', () => {
  it('runs again 20 s after it was claimed, and one claimed just now is left to its process', async () => {
    const runner = { headers: runnerCredentials(payload.config.secret) }
    /** A publish's second expiry marked running, claimed `secondsAgo`, as a process killed mid-run leaves it. */
    const claimed = async (secondsAgo: number) => {
      const job = await payload.jobs.queue({ task: 'expire-tags-again', input: { tags: [tags.sitemap] } })
      const updatedAt = new Date(Date.now() - secondsAgo * 1000).toISOString()
      await payload.db.updateOne({ collection: 'payload-jobs', id: job.id, data: { processing: true, updatedAt } })
      return job
    }
    const info = vi.spyOn(payload.logger, 'info')
    try {
      const [running, dead] = [await claimed(5), await claimed(21)]
      expect((await api('/api/jobs/run-due', runner)).status).toBe(200)
      expect(info.mock.calls.map(([line]) => line)).toEqual([`Jobs: expire-tags-again (#${dead.id}) done.`])
      const left = await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'expire-tags-again' } },
      })
      expect(left.docs.map((job) => [job.id, job.processing])).toEqual([[running.id, true]])
    } finally {
      info.mockRestore()
      await payload.db.deleteMany({ collection: 'payload-jobs', where: { taskSlug: { equals: 'expire-tags-again' } } })
    }
  })
})

describe('the e-mail sweep of a process killed mid-sweep', () => {
  const sweeps = async () =>
    (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'deliver-emails' } }, depth: 0 }))
      .docs
  /** A scheduled sweep job marked running, last touched `secondsAgo`, as a killed process leaves it. */
  const runningSweep = async (secondsAgo: number) => {
    await payload.db.deleteMany({ collection: 'payload-jobs', where: { taskSlug: { equals: 'deliver-emails' } } })
    const job = await payload.jobs.queue({ task: 'deliver-emails', queue: 'deliveries', input: {} })
    const updatedAt = new Date(Date.now() - secondsAgo * 1000).toISOString()
    const data = { processing: true, updatedAt, meta: { scheduled: true } }
    await payload.db.updateOne({ collection: 'payload-jobs', id: job.id, data })
    return job
  }

  it('blocks the schedule while its heartbeat is fresh, and is replaced 20 s after the last one', async () => {
    const runner = { headers: runnerCredentials(payload.config.secret) }
    const sent = vi.spyOn(payload, 'sendEmail')
    await orphanedSignUp('orphan@example.com')
    try {
      const live = await runningSweep(10)
      clockAt(inMinutes(1))
      expect((await api('/api/jobs/run-due', runner)).status).toBe(200)
      expect((await sweeps()).map((job) => job.id)).toEqual([live.id])
      expect(sent).not.toHaveBeenCalled()

      const dead = await runningSweep(21)
      clockAt(inMinutes(2))
      expect((await api('/api/jobs/run-due', runner)).status).toBe(200)
      expect((await sweeps()).map((job) => job.id)).not.toContain(dead.id)
      expect(sent.mock.calls.map(([message]) => message?.to)).toEqual(['orphan@example.com'])
    } finally {
      sent.mockRestore()
    }
  })

  it('touches its job every 5 s while it runs', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    let finish = () => {}
    const sending = vi
      .spyOn(payload, 'sendEmail')
      .mockImplementation(() => new Promise((resolve) => (finish = () => resolve(undefined))))
    const subscriber = await payload.create({
      collection: 'subscribers',
      data: { name: 'Ana', surname: 'Lima', email: 'slow-smtp@example.com', locale: 'pt', status: 'pending' },
    })
    try {
      const job = await runningSweep(0)
      await payload.db.updateOne({ collection: 'payload-jobs', id: job.id, data: { processing: false } })
      const run = payload.jobs.runByID({ id: job.id })
      await vi.waitFor(() => expect(sending).toHaveBeenCalled())
      const before = (await payload.findByID({ collection: 'payload-jobs', id: job.id })).updatedAt
      await new Promise((r) => setTimeout(r, 5))
      vi.advanceTimersByTime(5_000)
      await vi.waitFor(async () =>
        expect((await payload.findByID({ collection: 'payload-jobs', id: job.id })).updatedAt).not.toBe(before),
      )
      finish()
      await run
    } finally {
      sending.mockRestore()
      vi.useRealTimers()
      await payload.delete({ collection: 'subscribers', id: subscriber.id })
    }
  })
})

describe('a backlog of jobs in one queue', () => {
  it('runs in one tick, each job once, and does not hold up the e-mail sweep in another queue', async () => {
    const runner = { headers: runnerCredentials(payload.config.secret) }
    await payload.db.deleteMany({ collection: 'payload-jobs', where: { taskSlug: { equals: 'deliver-emails' } } })
    // A bulk publish leaves 150 second expiries due at once; they are older than the next sweep.
    const burst = await Promise.all(
      Array.from({ length: 150 }, () =>
        payload.jobs.queue({ task: 'expire-tags-again', input: { tags: [tags.sitemap] } }),
      ),
    )
    const broken = await schedule('publish', 999_999, new Date())
    await orphanedSignUp('behind-a-backlog@example.com')
    const sent = vi.spyOn(payload, 'sendEmail')
    const info = vi.spyOn(payload.logger, 'info')
    const error = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    try {
      clockAt(inMinutes(3))
      expect((await api('/api/jobs/run-due', runner)).status).toBe(200)
      expect(sent.mock.calls.map(([message]) => message?.to)).toEqual(['behind-a-backlog@example.com'])
      const jobLines = info.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('Jobs:'))
      expect(jobLines.sort()).toEqual(burst.map((job) => `Jobs: expire-tags-again (#${job.id}) done.`).sort())
      // A failing job waits for its retry's time, not for the next round of the same tick.
      expect((await payload.findByID({ collection: 'payload-jobs', id: broken.id })).totalTried).toBe(1)
    } finally {
      sent.mockRestore()
      info.mockRestore()
      error.mockRestore()
      await payload.db.deleteMany({ collection: 'payload-jobs', where: { taskSlug: { equals: 'expire-tags-again' } } })
      await payload.delete({ collection: 'payload-jobs', id: broken.id })
    }
  })
})
