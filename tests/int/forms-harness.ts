// Calls the REST API the way the Next route does (Payload's handleEndpoints), without a server.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

export const origin = 'http://localhost:3999'

/** Environment the form code reads; set before Payload (and its config) loads. */
export function formsEnv(): { outbox: string } {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-outbox-'))
  process.env.OUTBOX_DIR = outbox
  process.env.SITE_URL = origin
  process.env.RATE_LIMIT_PER_MINUTE = '10000'
  delete process.env.SMTP_URL
  delete process.env.RECAPTCHA_SITE_KEY
  delete process.env.RECAPTCHA_SECRET_KEY
  return { outbox }
}

type Call = { method?: string; body?: unknown; ip?: string; token?: string; headers?: Record<string, string> }

export async function api(
  pathAndQuery: string,
  { method = 'GET', body, ip = '198.51.100.1', token, headers = {} }: Call = {},
): Promise<Response> {
  const { handleEndpoints } = await import('payload')
  const { default: config } = await import('@payload-config')
  const url = pathAndQuery.startsWith('http') ? pathAndQuery : `${origin}${pathAndQuery}`
  const request = new Request(url, {
    method,
    headers: {
      'x-forwarded-for': ip,
      ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  return handleEndpoints({ config, request })
}

export async function loginToken(payload: Payload, email: string, password: string): Promise<string> {
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  if (!token) throw new Error('no token')
  return token
}

export async function setPolicyVersion(payload: Payload, version: string): Promise<void> {
  const text = { title: 'Política', updatedAt: '2026-01-15T12:00:00.000Z', version }
  await payload.updateGlobal({ slug: 'legal', locale: 'pt', data: { privacy: text, terms: text } })
}
