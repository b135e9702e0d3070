import type { PayloadRequest } from 'payload'

/** The JSON object of a request body; null when it is not a JSON object. */
export async function jsonBody(req: PayloadRequest): Promise<Record<string, unknown> | null> {
  if (!(req.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) return null
  try {
    const body = await req.json?.()
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** A same-site path to record as the page a form was sent from (never a full URL). */
export function sourcePath(value: unknown): string {
  if (typeof value !== 'string') return '/'
  let path = value
  try {
    // A Referer header is a full URL: keep its path.
    if (/^https?:\/\//i.test(path)) path = new URL(path).pathname
  } catch {
    return '/'
  }
  return path.startsWith('/') && !path.startsWith('//') ? path.slice(0, 300) : '/'
}

export const noStore = { 'cache-control': 'no-store' }
