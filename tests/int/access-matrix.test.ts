// Every cell of README's access table, through Payload's local API with overrideAccess: false: what the site's own
// server code and the admin's server functions are allowed, for anonymous requests and each role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload, PayloadRequest } from 'payload'
import { both, readAccessTable, samples, titledData, walkTable } from '../access-table'
import type { Actor, Api, Doc, Fixtures, Result } from '../access-table'
import { api, formsEnv, loginToken } from './forms-harness'
import { pngFile, startPayload } from './payload-harness'
import { publicGlobals } from '@/cms/hooks/revalidate'

formsEnv()
let payload: Payload
let cleanup: () => Promise<void>
beforeAll(async () => ({ payload, cleanup } = await startPayload()))
afterAll(async () => cleanup?.())

const password = 'a-long-password-1'
let made = 0

async function outcome<T>(call: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await call() }
  } catch (error) {
    const { name, status, message } = error as { name?: string; status?: number; message?: string }
    const refused =
      ['Forbidden', 'UnauthorizedError', 'NotFound'].includes(name ?? '') || [401, 403, 404].includes(status ?? 0)
    return { ok: false, denied: refused, detail: `${name ?? ''} ${message ?? ''}`.trim() }
  }
}

/** Payload's local API as `user` (undefined: an anonymous request); REST-only endpoints with their token. */
function localApi(user: Doc | undefined, token: string | undefined): Api {
  const as = { overrideAccess: false, user: user as never, depth: 0 } as const
  const rest = async (path: string) => {
    const res = await api(path, { token })
    if (res.ok) return { ok: true as const, value: null }
    return { ok: false as const, denied: res.status === 401 || res.status === 403, detail: String(res.status) }
  }
  return {
    create: async (slug, data) => {
      const { __file, ...rest } = data
      return outcome(async () =>
        payload.create({
          collection: slug as 'cases',
          data: rest as never,
          ...as,
          ...(__file ? { file: await pngFile() } : {}),
        }),
      )
    },
    find: (slug, draft) =>
      outcome(
        async () => (await payload.find({ collection: slug as 'cases', draft, sort: '-id', limit: 50, ...as })).docs,
      ),
    findByID: (slug, id, draft) => outcome(() => payload.findByID({ collection: slug as 'cases', id, draft, ...as })),
    versions: (slug) => outcome(() => payload.findVersions({ collection: slug as 'cases', limit: 1, ...as })),
    update: (slug, id, data) =>
      outcome(() => payload.update({ collection: slug as 'cases', id, data: data as never, ...as })),
    remove: (slug, id) => outcome(() => payload.delete({ collection: slug as 'cases', id, ...as })),
    readGlobal: (slug, draft) => outcome(() => payload.findGlobal({ slug: slug as 'about', draft, ...as })),
    updateGlobal: (slug, data) =>
      outcome(() => payload.updateGlobal({ slug: slug as 'about', data: data as never, draft: true, ...as })),
    globalVersions: (slug) => outcome(() => payload.findGlobalVersions({ slug: slug as 'about', limit: 1, ...as })),
    unlock: (email) =>
      outcome(() =>
        payload.unlock({
          collection: 'users',
          data: { email } as never,
          overrideAccess: false,
          req: { user } as Partial<PayloadRequest>,
        }),
      ),
    exportCsv: () => rest('/api/subscribers/export.csv'),
    runJobs: async () => both(await rest('/api/payload-jobs/run'), await rest('/api/jobs/run-due')),
  }
}

function fixtures(users: Fixtures['users'], mediaId: Doc['id'], clientId: Doc['id']): Fixtures {
  const n = () => String(++made)
  const sample = samples({ media: mediaId, client: clientId, admin: users.admin!.id }, n, password)
  const titled = (slug: string, text: string) => titledData(slug, text, n)
  return {
    users,
    globals: new Set<string>(publicGlobals),
    drafted: new Set(['cases', 'posts', 'services', 'pages', 'newsletter-issues']),
    sample: (slug) => sample[slug](),
    titled,
    make: async (slug, { draftOnly = false } = {}) => {
      // What only a send writes: made as the send endpoint's code makes them.
      if (slug === 'newsletter-sends' || slug === 'newsletter-recipients') {
        const issue = await payload.create({ collection: 'newsletter-issues', data: { subject: `Issue ${n()}` } })
        const sendAt = new Date().toISOString()
        const send = await payload.create({
          collection: 'newsletter-sends',
          data: { issue: issue.id, state: 'sent', sendAt },
        })
        if (slug === 'newsletter-sends') return send
        const reader = await payload.create({ collection: 'subscribers', data: sample.subscribers() as never })
        return payload.create({
          collection: 'newsletter-recipients',
          data: { send: send.id, subscriber: reader.id, email: reader.email, locale: 'pt' },
        })
      }
      const { __file, ...data } = sample[slug]()
      return payload.create({
        collection: slug as 'cases',
        data: { ...data, ...(draftOnly ? { _status: 'draft' } : {}) } as never,
        draft: draftOnly,
        ...(__file ? { file: await pngFile() } : {}),
      })
    },
    draftOver: async (slug, id, marker) => {
      if (id === null)
        await payload.updateGlobal({ slug: slug as 'about', data: titled(slug, marker) as never, draft: true })
      else await payload.update({ collection: slug as 'cases', id, data: titled(slug, marker) as never, draft: true })
    },
  }
}

describe('the access table (README "Users and roles"), through the local API', () => {
  it('holds in every cell, for anonymous requests and each role', async () => {
    const user = (email: string, roles: string[]) =>
      payload.create({ collection: 'users', data: { email, password, roles: roles as never } })
    const people = {
      anonymous: null,
      subscribers: await user('subs@studio.test', ['subscribers']),
      editor: await user('editor@studio.test', ['editor']),
      admin: await user('admin@studio.test', ['admin']),
      other: await user('other@studio.test', ['editor']),
    } as unknown as Fixtures['users']
    const media = await payload.create({ collection: 'media', data: { alt: 'Cover' }, file: await pngFile() })
    const client = await payload.create({ collection: 'clients', data: { name: 'Client' } })
    const legal = { title: 'Política', updatedAt: '2026-01-15T12:00:00.000Z', version: '1' }
    const published = {
      'site-settings': { studioName: 'Studio' },
      about: { title: 'Sobre' },
      legal: { privacy: legal, terms: legal },
    }
    for (const [slug, data] of Object.entries(published)) {
      await payload.updateGlobal({ slug: slug as 'about', data: { ...data, _status: 'published' } as never })
    }
    const tokens = Object.fromEntries(
      await Promise.all(
        (['subscribers', 'editor', 'admin'] as const).map(async (a) => [
          a,
          await loginToken(payload, `${a === 'subscribers' ? 'subs' : a}@studio.test`, password),
        ]),
      ),
    ) as Record<Actor, string>
    const apis = Object.fromEntries(
      (['anonymous', 'subscribers', 'editor', 'admin'] as const).map((a) => [
        a,
        localApi(people[a] ?? undefined, tokens[a]),
      ]),
    ) as Record<Actor, Api>
    const table = readAccessTable()
    expect(table.flatMap((r) => r.slugs)).toEqual(expect.arrayContaining(['cases', 'users', 'about', 'payload-jobs']))
    expect(await walkTable(table, apis, fixtures(people, media.id, client.id))).toEqual([])
  })
})
