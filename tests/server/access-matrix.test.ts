// Every cell of README's access table, over REST against the production server: an anonymous visitor and users of
// each role, as the admin's own requests or a script with a stolen low-privilege session would send them.
import http from 'node:http'
import { createClient } from '@libsql/client'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { both, readAccessTable, samples, titledData, walkTable } from '../access-table'
import type { Actor, Api, Doc, Fixtures, Result } from '../access-table'
import { databaseUrl, origin } from './support/env'

const password = 'a-long-password-1'
const stamp = Date.now().toString(36)
let made = 0

type Call = { method?: string; token?: string; body?: unknown; form?: FormData }
async function call(path: string, { method = 'GET', token, body, form }: Call = {}) {
  if (form) return upload(path, method, form, token)
  const res = await fetch(origin + path, {
    method,
    headers: {
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: form ?? (body !== undefined ? JSON.stringify(body) : undefined),
  })
  const text = await res.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {}
  return { status: res.status, json: json as Record<string, unknown> | null, text }
}

/**
 * A multipart POST with `Expect: 100-continue`, as curl sends uploads: the server refuses a visitor's upload on its
 * headers and closes the connection (src/server/main.ts), and a client that had started the body would only see a
 * broken pipe. Here the body goes only once the server asks for it, so the answer is always read.
 */
async function upload(path: string, method: string, form: FormData, token?: string) {
  const encoded = new Response(form)
  const bytes = Buffer.from(await encoded.arrayBuffer())
  return new Promise<{ status: number; json: Record<string, unknown> | null; text: string }>((resolve, reject) => {
    const req = http.request(origin + path, {
      method,
      headers: {
        'content-type': encoded.headers.get('content-type')!,
        'content-length': String(bytes.length),
        expect: '100-continue',
        ...(token ? { authorization: `JWT ${token}` } : {}),
      },
    })
    req.on('continue', () => req.end(bytes))
    req.on('response', async (res) => {
      const chunks: Buffer[] = []
      for await (const chunk of res) chunks.push(chunk as Buffer)
      const text = Buffer.concat(chunks).toString('utf8')
      let json: Record<string, unknown> | null = null
      try {
        json = JSON.parse(text)
      } catch {}
      resolve({ status: res.statusCode ?? 0, json, text })
    })
    req.on('error', reject)
    req.flushHeaders()
  })
}

function result<T>(answer: Awaited<ReturnType<typeof call>>, pick: (json: Record<string, unknown>) => T): Result<T> {
  if (answer.status >= 200 && answer.status < 300) return { ok: true, value: pick(answer.json ?? {}) }
  return {
    ok: false,
    denied: [401, 403, 404].includes(answer.status),
    detail: `${answer.status} ${answer.text.slice(0, 120)}`,
  }
}

async function png(): Promise<Blob> {
  const data = await sharp({ create: { width: 32, height: 18, channels: 3, background: '#2EE6A8' } })
    .png()
    .toBuffer()
  return new Blob([new Uint8Array(data)], { type: 'image/png' })
}

/** The REST API as the user of `token` (none: anonymous). */
function restApi(token?: string): Api {
  const doc = (j: Record<string, unknown>) => (j.doc ?? j) as Doc
  return {
    create: async (slug, data) => {
      const { __file, ...fields } = data
      if (!__file) return result(await call(`/api/${slug}`, { method: 'POST', token, body: fields }), doc)
      const form = new FormData()
      form.set('file', await png(), `upload-${++made}.png`)
      form.set('_payload', JSON.stringify(fields))
      return result(await call(`/api/${slug}`, { method: 'POST', token, form }), doc)
    },
    find: async (slug, draft) =>
      result(
        await call(`/api/${slug}?depth=0&limit=50&sort=-id${draft ? '&draft=true' : ''}`, { token }),
        (j) => j.docs as Doc[],
      ),
    findByID: async (slug, id, draft) =>
      result(await call(`/api/${slug}/${id}?depth=0&draft=${draft}`, { token }), doc),
    versions: async (slug) => result(await call(`/api/${slug}/versions?limit=1`, { token }), (j) => j),
    update: async (slug, id, data) =>
      result(await call(`/api/${slug}/${id}?depth=0`, { method: 'PATCH', token, body: data }), doc),
    remove: async (slug, id) => result(await call(`/api/${slug}/${id}`, { method: 'DELETE', token }), (j) => j),
    readGlobal: async (slug, draft) =>
      result(await call(`/api/globals/${slug}?depth=0${draft ? '&draft=true' : ''}`, { token }), (j) => j as Doc),
    updateGlobal: async (slug, data) =>
      result(await call(`/api/globals/${slug}?draft=true`, { method: 'POST', token, body: data }), (j) => j),
    globalVersions: async (slug) => result(await call(`/api/globals/${slug}/versions?limit=1`, { token }), (j) => j),
    unlock: async (email) =>
      result(await call('/api/users/unlock', { method: 'POST', token, body: { email } }), (j) => j),
    exportCsv: async () => result(await call('/api/subscribers/export.csv', { token }), () => null),
    runJobs: async () =>
      both(
        result(await call('/api/payload-jobs/run?limit=1', { token }), () => null),
        result(await call('/api/jobs/run-due', { token }), () => null),
      ),
  }
}

async function signIn(email: string, pass: string): Promise<string> {
  const answer = await call('/api/users/login', { method: 'POST', body: { email, password: pass } })
  if (answer.status !== 200) throw new Error(`sign-in ${email} → ${answer.status} ${answer.text}`)
  return String(answer.json!.token)
}

describe('the access table (README "Users and roles"), over REST', () => {
  it('holds in every cell, for anonymous requests and each role', async () => {
    const adminToken = await signIn(process.env.ADMIN_EMAIL || 'admin@studio.local', process.env.SEED_ADMIN_PASSWORD!)
    const admin = restApi(adminToken)
    const mustMake = async (slug: string, data: Record<string, unknown>): Promise<Doc> => {
      const made = await admin.create(slug, data)
      if (!made.ok) throw new Error(`making ${slug}: ${made.detail}`)
      return made.value
    }
    const user = (name: string, roles: string[]) =>
      mustMake('users', { email: `${name}-${stamp}@studio.test`, password, roles })
    const people = {
      anonymous: null,
      subscribers: await user('subs', ['subscribers']),
      editor: await user('editor', ['editor']),
      admin: (await call('/api/users/me', { token: adminToken })).json!.user as Doc,
      other: await user('other', ['editor']),
    } as Fixtures['users']
    const tokens: Record<Actor, string | undefined> = {
      anonymous: undefined,
      subscribers: await signIn(String(people.subscribers!.email), password),
      editor: await signIn(String(people.editor!.email), password),
      admin: adminToken,
    }
    const media = await mustMake('media', { alt: 'Cover', __file: true })
    const client = await mustMake('clients', { name: 'Client' })
    const n = () => `${stamp}-${++made}`
    const db = createClient({ url: databaseUrl })
    // Beside the running server, which may hold the write lock for a moment: wait for it rather than fail.
    await db.execute('PRAGMA busy_timeout = 10000')

    // What only the site's forms (or the jobs queue) create: made as a visitor would, or in the database.
    const viaForm = async (slug: 'subscribers' | 'leads'): Promise<Doc> => {
      const email = `${slug}-${n()}@example.com`
      const body =
        slug === 'subscribers'
          ? { name: 'Ana', surname: 'Lima', email, locale: 'pt', page: '/' }
          : {
              name: 'Ana',
              email,
              phone: '11 99999-0000',
              budget: 'not-sure',
              message: 'Olá',
              consent: 'on',
              locale: 'pt',
              page: '/',
            }
      const sent = await call(`/api/${slug === 'subscribers' ? 'newsletter' : 'contact'}`, { method: 'POST', body })
      if (sent.status !== 200) throw new Error(`${slug} form → ${sent.status} ${sent.text}`)
      const found = await call(`/api/${slug}?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
        token: adminToken,
      })
      return (found.json!.docs as Doc[])[0]
    }
    const job = async (): Promise<Doc> => {
      const now = new Date().toISOString()
      const row = await db.execute({
        sql: `INSERT INTO payload_jobs (task_slug, input, wait_until, queue, updated_at, created_at)
              VALUES ('expire-tags-again', '{"tags":[]}', '2099-01-01T00:00:00.000Z', 'default', ?, ?) RETURNING id`,
        args: [now, now],
      })
      return { id: Number(row.rows[0].id) }
    }
    // Web Vitals rows are written only by the beacon endpoint's batches: one straight into the database.
    const histogram = async (): Promise<Doc> => {
      const now = new Date().toISOString()
      const row = await db.execute({
        sql: `INSERT INTO web_vitals (day, page, locale, device, metric, connection, navigation, count, updated_at, created_at)
              VALUES (?, 'other', 'pt', 'phone', 'LCP', 'unknown', 'navigate', 1, ?, ?) RETURNING id`,
        args: [`2000-${n()}`, now, now],
      })
      return { id: Number(row.rows[0].id) }
    }
    // The month's machine-translation count is written only by the translate endpoint: a row straight in the database.
    const usage = async (): Promise<Doc> => {
      const now = new Date().toISOString()
      const row = await db.execute({
        sql: `INSERT INTO translation_usage (month, characters, updated_at, created_at)
              VALUES (?, 1, ?, ?) RETURNING id`,
        args: [`2000-${n()}`, now, now],
      })
      return { id: Number(row.rows[0].id) }
    }
    // A send and its recipients are written only by the send endpoint's code: rows straight in the database.
    const sendRow = async (): Promise<Doc> => {
      const issue = await mustMake('newsletter-issues', { subject: `Issue ${n()}`, _status: 'published' })
      const now = new Date().toISOString()
      const row = await db.execute({
        sql: `INSERT INTO newsletter_sends (issue_id, state, send_at, recipients_ready, updated_at, created_at)
              VALUES (?, 'sent', ?, 1, ?, ?) RETURNING id`,
        args: [issue.id, now, now, now],
      })
      return { id: Number(row.rows[0].id) }
    }
    const recipientRow = async (): Promise<Doc> => {
      const [send, reader] = [await sendRow(), await viaForm('subscribers')]
      const now = new Date().toISOString()
      const row = await db.execute({
        sql: `INSERT INTO newsletter_recipients (send_id, subscriber_id, email, locale, updated_at, created_at)
              VALUES (?, ?, ?, 'pt', ?, ?) RETURNING id`,
        args: [send.id, reader.id, String(reader.email), now, now],
      })
      return { id: Number(row.rows[0].id) }
    }
    const sample = samples({ media: media.id, client: client.id, admin: people.admin!.id }, n, password)
    const titled = (slug: string, text: string) => titledData(slug, text, n)
    const fixtures: Fixtures = {
      users: people,
      globals: new Set(['site-settings', 'home', 'about', 'legal']),
      drafted: new Set(['cases', 'posts', 'services', 'pages', 'newsletter-issues']),
      sample: (slug) => sample[slug](),
      titled,
      make: async (slug, { draftOnly = false } = {}) => {
        if (slug === 'subscribers' || slug === 'leads') return viaForm(slug)
        if (slug === 'payload-jobs') return job()
        if (slug === 'web-vitals') return histogram()
        if (slug === 'translation-usage') return usage()
        if (slug === 'newsletter-sends') return sendRow()
        if (slug === 'newsletter-recipients') return recipientRow()
        const data = { ...sample[slug](), ...(draftOnly ? { _status: 'draft' } : {}) }
        if (!draftOnly) return mustMake(slug, data)
        const answer = await call(`/api/${slug}?draft=true`, { method: 'POST', token: adminToken, body: data })
        return (answer.json!.doc ?? answer.json) as Doc
      },
      draftOver: async (slug, id, marker) => {
        const path = id === null ? `/api/globals/${slug}?draft=true` : `/api/${slug}/${id}?draft=true`
        const saved = await call(path, {
          method: id === null ? 'POST' : 'PATCH',
          token: adminToken,
          body: titled(slug, marker),
        })
        if (saved.status !== 200) throw new Error(`draft of ${slug} → ${saved.status} ${saved.text}`)
      },
    }
    const apis = Object.fromEntries(Object.entries(tokens).map(([actor, token]) => [actor, restApi(token)])) as Record<
      Actor,
      Api
    >
    try {
      expect(await walkTable(readAccessTable(), apis, fixtures)).toEqual([])
    } finally {
      db.close()
      // The globals' drafts the walk saved are left unpublished; put the published text back as the latest draft.
      for (const slug of fixtures.globals) {
        const published = await call(`/api/globals/${slug}?depth=0`, { token: adminToken })
        await call(`/api/globals/${slug}?draft=true`, { method: 'POST', token: adminToken, body: published.json })
      }
    }
  })
})
