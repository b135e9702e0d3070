// The access table of README "Users and roles", read from the README, and a walk of every cell against an API
// (Payload's local API in tests/int, REST against the running server in tests/server). A cell the code does not
// do is reported, so the README, the code and both tests cannot drift apart.
import fs from 'node:fs'
import path from 'node:path'
import { seoOf } from './publishable'

export const actors = ['anonymous', 'subscribers', 'editor', 'admin'] as const
export type Actor = (typeof actors)[number]
export type Permission =
  | 'create'
  | 'read'
  | 'read published'
  | 'read own'
  | 'update'
  | 'delete'
  | 'drafts'
  | 'versions'
  | 'own account'
  | 'unlock'
  | 'export CSV'
  | 'run'
const permissions = new Set<string>([
  'create',
  'read',
  'read published',
  'read own',
  'update',
  'delete',
  'drafts',
  'versions',
  'own account',
  'unlock',
  'export CSV',
  'run',
])

export type Row = { slugs: string[]; allowed: Record<Actor, Set<Permission>> }

/** The table under README's "Users and roles" heading. */
export function readAccessTable(readme = path.resolve(__dirname, '..', 'README.md')): Row[] {
  const text = fs.readFileSync(readme, 'utf8')
  const section = text.slice(text.indexOf('### Users and roles'))
  const lines = section.split('\n').filter((l) => l.startsWith('|'))
  const [header, , ...body] = lines
  const columns = header
    .split('|')
    .slice(2, -1)
    .map((c) => c.trim())
  if (columns.join() !== 'anonymous,Subscribers only,Editor,Admin') throw new Error(`unexpected columns: ${columns}`)
  const rows: Row[] = []
  for (const line of body) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim())
    if (cells.length !== 5) break
    const slugs = [...cells[0].matchAll(/`([^`]+)`/g)].map((m) => m[1])
    const allowed = {} as Row['allowed']
    actors.forEach((actor, i) => {
      const cell = cells[i + 1]
      const list = cell === '–' ? [] : cell.split(',').map((p) => p.trim())
      for (const p of list) if (!permissions.has(p)) throw new Error(`unknown permission "${p}" in ${cells[0]}`)
      allowed[actor] = new Set(list as Permission[])
    })
    rows.push({ slugs, allowed })
  }
  return rows
}

export type Doc = { id: number | string; email?: unknown }
/** An API call's outcome: the value, or a refusal (401/403, Forbidden) or another failure. */
export type Result<T = unknown> = { ok: true; value: T } | { ok: false; denied: boolean; detail: string }

/** What one actor can call. `draft` asks for drafts, as `?draft=true` does. */
export interface Api {
  create(slug: string, data: Record<string, unknown>): Promise<Result<Doc>>
  find(slug: string, draft: boolean): Promise<Result<Doc[]>>
  findByID(slug: string, id: Doc['id'], draft: boolean): Promise<Result<Doc>>
  versions(slug: string): Promise<Result>
  update(slug: string, id: Doc['id'], data: Record<string, unknown>): Promise<Result<Doc>>
  remove(slug: string, id: Doc['id']): Promise<Result>
  readGlobal(slug: string, draft: boolean): Promise<Result<Doc>>
  /** Saves a draft of the global (a draft: the walk never changes what visitors see). */
  updateGlobal(slug: string, data: Record<string, unknown>): Promise<Result>
  globalVersions(slug: string): Promise<Result>
  unlock(email: string): Promise<Result>
  exportCsv(): Promise<Result>
  runJobs(): Promise<Result>
}

/** The documents each cell is tried on, made with every right (local API with overrideAccess, or the admin). */
export interface Fixtures {
  /** Data that creates a valid document of `slug` (unique on each call). */
  sample(slug: string): Record<string, unknown> | Promise<Record<string, unknown>>
  /** A document of `slug` made outside the walk; `draftOnly` for one never published. */
  make(slug: string, options?: { draftOnly?: boolean }): Promise<Doc>
  /** Saves a draft over a published document (or global), titled `marker`, without publishing it. */
  draftOver(slug: string, id: Doc['id'] | null, marker: string): Promise<void>
  /** Data that sets the document's (or global's) title, or what stands for it, to `text`. */
  titled(slug: string, text: string): Record<string, unknown>
  /** Each actor's own user (null for anonymous), and another user none of them is. */
  users: Record<Actor, Doc | null> & { other: Doc }
  globals: Set<string>
  /** Collections whose documents have drafts. */
  drafted: Set<string>
}

/** Two ways to the same thing (Payload's endpoint and ours): one outcome when they agree, a failure when not. */
export function both(a: Result, b: Result): Result {
  if (a.ok && b.ok) return a
  if (!a.ok && !b.ok && a.denied === b.denied) return a
  return { ok: false, denied: false, detail: `the two endpoints disagree: ${says(a)} and ${says(b)}` }
}

const denied = (r: Result) => !r.ok && r.denied
const says = (r: Result) => (r.ok ? 'allowed' : r.denied ? 'refused' : `failed (${r.detail})`)

/** Walks every cell of `table`; returns the cells where the API does not do what the table says. */
export async function walkTable(table: Row[], apis: Record<Actor, Api>, fx: Fixtures): Promise<string[]> {
  const wrong: string[] = []
  for (const { slugs, allowed } of table) {
    for (const slug of slugs) {
      const walk = fx.globals.has(slug) ? walkGlobal : walkCollection
      for (const actor of actors) {
        const miss = (what: string, expected: boolean, got: Result) => {
          if (expected ? got.ok : denied(got)) return
          wrong.push(`${slug} × ${actor}: ${what} should be ${expected ? 'allowed' : 'refused'}, was ${says(got)}`)
        }
        await walk(slug, actor, allowed[actor], apis[actor], fx, miss, (m) => wrong.push(`${slug} × ${actor}: ${m}`))
      }
    }
  }
  return wrong
}

type Miss = (what: string, expected: boolean, got: Result) => void

async function walkCollection(
  slug: string,
  actor: Actor,
  may: Set<Permission>,
  api: Api,
  fx: Fixtures,
  miss: Miss,
  report: (message: string) => void,
) {
  const own = may.has('own account') ? fx.users[actor] : null
  miss('create', may.has('create'), await api.create(slug, await fx.sample(slug)))

  // Reading: the list, a published document with a draft over it, a document never published.
  const published = slug === 'users' ? fx.users.other : await fx.make(slug)
  const draftOnly = fx.drafted.has(slug) ? await fx.make(slug, { draftOnly: true }) : null
  const marker = `UNPUBLISHED-DRAFT-${slug}-${actor}`
  if (fx.drafted.has(slug)) await fx.draftOver(slug, published.id, marker)
  const reads = may.has('read') || may.has('read published') || may.has('read own') || Boolean(own)
  for (const draft of [false, true]) {
    const list = await api.find(slug, draft)
    miss(`listing${draft ? ' with drafts' : ''}`, reads, list)
    if (!list.ok) continue
    const ids = list.value.map((d) => String(d.id))
    if (own && !may.has('read') && ids.join() !== String(own.id))
      report(`lists ${ids.length} users, should list only their own`)
    // Editors list unpublished documents (the admin's list); nobody else ever does.
    if (draftOnly && ids.includes(String(draftOnly.id)) !== may.has('drafts'))
      report(`a never-published document ${may.has('drafts') ? 'is missing from' : 'is in'} the list`)
    if (may.has('read own') && ids.includes(String(published.id))) report("lists someone else's document")
    const shown = list.value.find((d) => String(d.id) === String(published.id))
    const showsDraft = JSON.stringify(shown ?? {}).includes(marker)
    if (draftOnly && showsDraft !== (draft && may.has('drafts')))
      report(
        `the list ${showsDraft ? 'shows' : 'does not show'} the unpublished draft ${draft ? 'with' : 'without'} ?draft`,
      )
  }
  if (draftOnly) {
    const byId = await api.findByID(slug, draftOnly.id, true)
    if (byId.ok !== may.has('drafts')) report(`a never-published document by id: ${says(byId)}`)
  }
  if (fx.drafted.has(slug)) miss('versions', may.has('versions'), await api.versions(slug))

  // Changing: someone else's document (or user), then their own account.
  miss('update', may.has('update'), await api.update(slug, published.id, fx.titled(slug, `Changed by ${actor}`)))
  if (own) miss('update of their own account', true, await api.update('users', own.id, { name: `Own ${actor}` }))
  miss('delete', may.has('delete'), await api.remove(slug, (await fx.make(slug)).id))

  if (slug === 'users') miss('unlock', may.has('unlock'), await api.unlock(String(fx.users.other.email)))
  if (slug === 'subscribers') miss('CSV export', may.has('export CSV'), await api.exportCsv())
  if (slug === 'payload-jobs') miss('running jobs', may.has('run'), await api.runJobs())
}

async function walkGlobal(
  slug: string,
  actor: Actor,
  may: Set<Permission>,
  api: Api,
  fx: Fixtures,
  miss: Miss,
  report: (message: string) => void,
) {
  const marker = `UNPUBLISHED-DRAFT-${slug}-${actor}`
  await fx.draftOver(slug, null, marker)
  for (const draft of [false, true]) {
    const read = await api.readGlobal(slug, draft)
    miss(`reading${draft ? ' with drafts' : ''}`, may.has('read') || may.has('read published'), read)
    const showsDraft = read.ok && JSON.stringify(read.value).includes(marker)
    if (read.ok && showsDraft !== (draft && may.has('drafts')))
      report(`${showsDraft ? 'shows' : 'does not show'} the unpublished draft ${draft ? 'with' : 'without'} ?draft`)
  }
  miss('versions', may.has('versions'), await api.globalVersions(slug))
  miss('saving a draft', may.has('update'), await api.updateGlobal(slug, fx.titled(slug, `Changed by ${actor}`)))
}

/** Data that makes a valid document of each collection; `n` makes it unique, the ids are of existing documents. */
export function samples(
  ids: { media: Doc['id']; client: Doc['id']; admin: Doc['id'] },
  n: () => string,
  password: string,
) {
  return {
    cases: () => ({ title: `Case ${n()}`, year: 2024, cover: ids.media, ...seoOf('pt'), _status: 'published' }),
    posts: () => ({ title: `Post ${n()}`, ...seoOf('pt'), _status: 'published' }),
    pages: () => ({
      title: `Page ${n()}`,
      layout: [{ blockType: 'hero', title: 'Hero' }],
      ...seoOf('pt'),
      _status: 'published',
    }),
    services: () => ({ title: `Service ${n()}`, ...seoOf('pt'), _status: 'published' }),
    clients: () => ({ name: `Client ${n()}` }),
    employees: () => ({ name: `Person ${n()}`, role: 'Designer' }),
    products: () => ({ name: `Product ${n()}` }),
    media: () => ({ alt: `Image ${n()}`, __file: true }),
    redirects: () => ({ from: `/old-${n()}`, to: { type: 'custom', url: '/cases' } }),
    subscribers: () => ({ name: 'A', surname: 'B', email: `s-${n()}@example.com`, status: 'pending' }),
    'newsletter-issues': () => ({ subject: `Issue ${n()}`, _status: 'published' }),
    // Written only by the send endpoint's code: what an API caller would try to create.
    'newsletter-sends': () => ({ issue: 1, state: 'sent', sendAt: '2026-01-01T00:00:00.000Z' }),
    'newsletter-recipients': () => ({ send: 1, subscriber: 1, email: `r-${n()}@example.com`, locale: 'pt' }),
    leads: () => ({
      name: 'A',
      email: `l-${n()}@example.com`,
      phone: '11 99999-0000',
      budget: 'not-sure',
      message: 'Hi',
    }),
    users: () => ({ email: `u-${n()}@studio.test`, password, roles: ['editor'] }),
    'web-vitals': () => ({
      day: `2026-01-${n()}`,
      page: 'home',
      locale: 'pt',
      device: 'phone',
      metric: 'LCP',
      connection: '4g',
      navigation: 'navigate',
      count: 1,
    }),
    'translation-usage': () => ({ month: `2000-${n()}`, characters: 1 }),
    'payload-jobs': () => ({
      taskSlug: 'expire-tags-again',
      input: { tags: [] },
      waitUntil: '2099-01-01T00:00:00.000Z',
    }),
    'payload-locked-documents': () => ({
      document: { relationTo: 'clients', value: ids.client },
      user: { relationTo: 'users', value: ids.admin },
    }),
  } as Record<string, () => Record<string, unknown>>
}

/** Data that sets a document's (or global's) title, or what stands for it, to `text`. */
export function titledData(slug: string, text: string, n: () => string): Record<string, unknown> {
  if (slug === 'legal') return { privacy: { title: text } }
  if (slug === 'home') return { layout: [{ blockType: 'quote', text }] }
  if (slug === 'redirects') return { from: `/${text.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n()}` }
  const written = ['payload-jobs', 'payload-locked-documents', 'web-vitals', 'translation-usage', 'newsletter-sends']
  if ([...written, 'newsletter-recipients'].includes(slug)) return {}
  const field = { media: 'alt', 'site-settings': 'studioName', 'newsletter-issues': 'subject' }[slug]
  return { [field ?? (['cases', 'posts', 'services', 'pages', 'about'].includes(slug) ? 'title' : 'name')]: text }
}
