// Reads and writes the CMS through its public REST API, as a visitor or a signed-in user.
import type { APIRequestContext } from '@playwright/test'

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
