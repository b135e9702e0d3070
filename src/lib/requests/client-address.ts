import { BlockList, isIP } from 'node:net'

/** Whether an address (a socket's, or an X-Forwarded-For entry) is one of the proxies `TRUST_PROXY` names. */
export type TrustedProxies = (address: string | undefined) => boolean

/**
 * The address a rate limit may trust. Only a proxy of ours (`trusted`, from `TRUST_PROXY`) may say who the client is:
 * when the socket's peer is one, X-Forwarded-For is read from the right, past every address of a trusted proxy (each
 * appended the address it saw), and the first other one is the client; whatever lies left of it is the client's own
 * claim. Any other peer is itself the client and its X-Forwarded-For is ignored (Next keeps a client's as it is,
 * stack-notes §15). The same walk as Express's `trust proxy` with a list.
 */
export function clientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trusted: TrustedProxies,
): string {
  let address = normalize(socketAddress)
  if (!address) return 'unknown'
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',')
  while (trusted(address) && hops.length > 0) {
    const hop = normalize(hops.pop()?.trim())
    // Not an address where a proxy of ours should have written one: the nearest known hop is the best we have.
    if (!hop) break
    address = hop
  }
  return address
}

/** An IPv4-mapped IPv6 address as plain IPv4; anything that is not an address as undefined. */
function normalize(address: string | undefined): string | undefined {
  if (!address) return undefined
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
  return isIP(plain) ? plain : undefined
}

/**
 * `TRUST_PROXY` as the proxies it names: a comma-separated list of addresses and CIDR ranges (`127.0.0.1`,
 * `10.0.0.0/8,::1`). Unset, empty or `0`: none. Anything else (a count, as this setting once was) is a mistake
 * that would trust no one or the wrong hosts, so it stops the server with the reason.
 */
export function trustedProxies(value: string | undefined): TrustedProxies {
  const list = (value ?? '').trim()
  if (list === '' || list === '0') return () => false
  const blocks = new BlockList()
  for (const entry of list.split(',').map((s) => s.trim())) {
    const [address, bits, extra] = entry.split('/')
    const family = isIP(address)
    const type = family === 6 ? 'ipv6' : 'ipv4'
    const prefix = bits !== undefined && /^\d{1,3}$/.test(bits) ? Number(bits) : NaN
    if (!family || extra !== undefined || (bits !== undefined && !(prefix <= (family === 6 ? 128 : 32)))) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address or CIDR range; list the proxies' addresses (e.g. 127.0.0.1 or ` +
          '10.0.0.0/8,::1), or set 0 for none',
      )
    }
    if (bits === undefined) blocks.addAddress(address, type)
    else blocks.addSubnet(address, prefix, type)
  }
  return (address) => {
    const plain = normalize(address)
    return plain !== undefined && blocks.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4')
  }
}

/**
 * The client's address inside the app (rate limits, sign-in limits): next-adapter/request-start.ts has already
 * worked it out with clientAddress and put it, alone, in X-Forwarded-For. Without the header (the local API, a test
 * harness), all such requests share "unknown".
 */
export function requestAddress(headers: Headers): string {
  const forwarded = headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1)
  return forwarded || 'unknown'
}
