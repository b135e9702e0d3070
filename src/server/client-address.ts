import { isIP } from 'node:net'

/**
 * The address a rate limit may trust. `TRUST_PROXY` says how many proxies of ours stand in
 * front (default 0). With 0, X-Forwarded-For is the client's own claim and is ignored: the
 * socket's peer is the client. With N, each of our proxies appended the address it saw, so the
 * Nth entry from the right is the first one a proxy of ours wrote; everything left of it is
 * whatever the client sent. (Next keeps a client's X-Forwarded-For as it is, stack-notes §15.)
 */
export function clientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedProxies: number,
): string {
  const peer = normalize(socketAddress) ?? 'unknown'
  if (!(trustedProxies > 0)) return peer
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (hops.length === 0) return peer
  // Fewer hops than proxies: the request skipped one of them; the leftmost is the best we have.
  const chosen = hops[Math.max(0, hops.length - trustedProxies)]
  return normalize(chosen) ?? peer
}

/** An IPv4-mapped IPv6 address as plain IPv4; anything that is not an address as undefined. */
function normalize(address: string | undefined): string | undefined {
  if (!address) return undefined
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
  return isIP(plain) ? plain : undefined
}

/** `TRUST_PROXY` as a count of proxies (a non-negative integer; anything else means 0). */
export function trustedProxyCount(value: string | undefined): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : 0
}
