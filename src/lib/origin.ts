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
