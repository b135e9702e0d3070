/** Reading and writing `document.cookie` strings, without the DOM. */

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim() !== name) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return null
}

export type CookieOptions = { maxAgeSeconds: number; sameSite?: 'Lax' | 'Strict'; secure?: boolean; path?: string }

/** A first-party cookie for the whole site (path `/`, so it holds across locales). */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${Math.round(options.maxAgeSeconds)}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ]
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}
