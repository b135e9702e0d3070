/**
 * The visitor's address for rate limiting. Next sets X-Forwarded-For from the
 * socket only when the request has none, and a proxy in front appends the address
 * it saw; so the last entry is the one a client cannot choose (behind a proxy that
 * appends or overwrites the header). Without any header, all requests share "unknown".
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1)
  return last || headers.get('x-real-ip')?.trim() || 'unknown'
}
