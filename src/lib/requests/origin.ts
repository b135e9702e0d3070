/**
 * Whether a request's Origin names a site other than one of `hosts` (or a sandboxed page: `null`).
 * No Origin is not foreign: browsers send one with every form post, so a request without one
 * comes from a client that is not a page (curl, a mail provider's one-click unsubscribe).
 */
export function foreignOrigin(origin: string | null | undefined, hosts: (string | null | undefined)[]): boolean {
  if (origin === undefined || origin === null) return false
  try {
    return !hosts.includes(new URL(origin).host)
  } catch {
    return true
  }
}

/**
 * Whether a request's Origin is the very address it was made to: its host and scheme (a proxy's `X-Forwarded-Host`
 * and `-Proto`, once the server has dropped untrusted ones; else `Host` and http). That is what a browser sends for a
 * page of the site, at whatever address the site was opened; any other page's request names its own origin.
 */
export function sameOrigin(headers: {
  origin?: string | null
  host?: string | null
  forwardedHost?: string | null
  forwardedProto?: string | null
}): boolean {
  const host = first(headers.forwardedHost) ?? first(headers.host)
  if (!headers.origin || !host) return false
  try {
    const origin = new URL(headers.origin)
    // The app itself speaks plain http: https is what a proxy in front says it was.
    const proto = first(headers.forwardedProto)?.toLowerCase() ?? 'http'
    return origin.host === host.toLowerCase() && origin.protocol === `${proto}:`
  } catch {
    return false
  }
}

const first = (value: string | null | undefined) => value?.split(',')[0]?.trim() || undefined
