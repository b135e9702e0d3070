import { inFlight } from '@/lib/in-flight'

/**
 * The site's one HTTP client for its own API (spec §7): JSON in and out under
 * `/api`, each request reported to the in-flight store that drives the progress
 * bar. It never throws: a network failure answers `{ ok: false, status: 0 }`, so
 * a form has one shape to handle.
 */
export type ApiResult<T> = { ok: boolean; status: number; data: T | null }

export const API_BASE = '/api'

/** `/newsletter` and `newsletter` both mean `/api/newsletter`. */
export function apiUrl(path: string): string {
  return `${API_BASE}/${path.replace(/^\/+/, '')}`
}

async function readJson<T>(res: Response): Promise<T | null> {
  if (!(res.headers.get('content-type') ?? '').includes('json')) return null
  try {
    return (await res.json()) as T
  } catch {
    return null
  }
}

export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  init?: RequestInit,
): Promise<ApiResult<T>> {
  const headers = new Headers(init?.headers)
  headers.set('Accept', 'application/json')
  if (body !== undefined) headers.set('Content-Type', 'application/json')
  const end = inFlight.begin()
  try {
    const res = await fetch(apiUrl(path), {
      credentials: 'same-origin',
      ...init,
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const data = await readJson<T>(res)
    // Only server-side failures are the progress bar's business; a 4xx is the form's answer.
    end({ failed: res.status >= 500 })
    return { ok: res.ok, status: res.status, data }
  } catch {
    end({ failed: !init?.signal?.aborted })
    return { ok: false, status: 0, data: null }
  }
}

export function apiPost<T>(path: string, body: unknown, init?: RequestInit): Promise<ApiResult<T>> {
  return apiRequest<T>('POST', path, body, init)
}

export function apiGet<T>(path: string, init?: RequestInit): Promise<ApiResult<T>> {
  return apiRequest<T>('GET', path, undefined, init)
}
