// A fresh editor (not an admin) for the specs that act as one, and their session in a browser context.
import type { APIRequestContext, BrowserContext } from '@playwright/test'
import { adminToken, auth, login } from './cms'

export type Editor = { email: string; password: string; token: string }

/** `admin`: the admin's token on the server `request` reaches, when not the suite's own. */
export async function newEditor(request: APIRequestContext, admin?: string): Promise<Editor> {
  return newUser(request, ['editor'], admin)
}

/** A fresh user with `roles`, made by the admin, and their session token. */
export async function newUser(request: APIRequestContext, roles: string[], admin = adminToken()): Promise<Editor> {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  const user = { email: `${roles.join('-')}-${stamp}@studio.local`, password: `pw-${stamp}-ok` }
  const made = await request.post('/api/users', { headers: auth(admin), data: { ...user, roles } })
  if (!made.ok()) throw new Error(`creating a user (${roles}) → ${made.status()}`)
  return { ...user, token: await login(request, user.email, user.password) }
}

/** Signs the editor in within a browser context (Payload's session cookie), as the admin's login form does. */
export async function signIn(context: BrowserContext, editor: Editor): Promise<void> {
  const res = await context.request.post('/api/users/login', {
    data: { email: editor.email, password: editor.password },
  })
  if (!res.ok()) throw new Error(`editor login → ${res.status()}`)
}

/** A cover image already in the CMS, for documents a spec creates. */
export async function anyMediaId(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/media?limit=1&depth=0')
  return (await res.json()).docs[0].id
}
