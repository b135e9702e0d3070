// Reads and writes the CMS through its public REST API, as a visitor or a signed-in user.
import { expect, type APIRequestContext } from '@playwright/test'

export type Locale = 'pt' | 'en'

type Doc = { id: number; title?: string; slug?: string; [key: string]: unknown }

export async function publicDocs(
  request: APIRequestContext,
  collection: string,
  locale: Locale,
  query = '',
): Promise<Doc[]> {
  const res = await request.get(`/api/${collection}?locale=${locale}&depth=0&limit=100${query}`)
  if (!res.ok()) throw new Error(`GET /api/${collection} → ${res.status()}`)
  return (await res.json()).docs
}

export async function globalDoc(request: APIRequestContext, slug: string, locale: Locale) {
  const res = await request.get(`/api/globals/${slug}?locale=${locale}&depth=0`)
  if (!res.ok()) throw new Error(`GET /api/globals/${slug} → ${res.status()}`)
  return res.json()
}

/** Both slugs of a document: locale=all returns every locale's value. */
export async function slugsOf(
  request: APIRequestContext,
  collection: string,
  id: number,
): Promise<Record<Locale, string>> {
  const res = await request.get(`/api/${collection}/${id}?locale=all&depth=0`)
  return (await res.json()).slug
}

export async function login(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/users/login', { data: { email, password } })
  if (!res.ok()) throw new Error(`login ${email} → ${res.status()}`)
  return (await res.json()).token
}

export const adminCredentials = () => ({
  email: process.env.ADMIN_EMAIL ?? 'admin@studio.local',
  password: process.env.ADMIN_PASSWORD ?? '',
})

/** The admin's token from the run's one sign-in (global-setup.ts): signing the admin in again could drop a session. */
export function adminToken(): string {
  const token = process.env.E2E_ADMIN_TOKEN
  if (!token) throw new Error('E2E_ADMIN_TOKEN is set by tests/e2e/global-setup.ts')
  return token
}

export const auth = (token: string) => ({ Authorization: `JWT ${token}` })

/**
 * The jobs list's query that puts first a job that will still be there when opened: the one due last (the hourly
 * prune, or a publish scheduled for later). Jobs done are deleted, and the runner takes one due within seconds: past
 * the top of the hour when that is less than half a minute away.
 */
export async function lastingJobs(request: APIRequestContext): Promise<string> {
  const due = async () => {
    const res = await request.get('/api/payload-jobs?sort=-waitUntil&limit=1&depth=0', {
      headers: auth(adminToken()),
    })
    const [job] = (await res.json()).docs as { waitUntil?: string }[]
    return job?.waitUntil ? new Date(job.waitUntil).getTime() - Date.now() : Infinity
  }
  const left = await due()
  if (left < 30_000) {
    await new Promise((done) => setTimeout(done, Math.max(0, left) + 10_000))
    expect(await due(), 'a job due later than in half a minute').toBeGreaterThan(30_000)
  }
  return '?sort=-waitUntil'
}
