import type { IncomingHttpHeaders } from 'node:http'
import { foreignOrigin, sameOrigin } from '../lib/origin'

/**
 * Next runs a server action for a POST carrying a `next-action` header (with JavaScript) or an
 * `$ACTION_ID_…` field in a multipart body (without), and refuses one whose Origin does not match
 * the host by throwing, which answers 500. Such a post is refused here with 403: a page on another
 * site (or a sandboxed one, `Origin: null`) may not submit the site's forms or the admin's.
 */
export function crossOriginAction(
  method: string | undefined,
  headers: IncomingHttpHeaders,
  multipart: boolean,
): boolean {
  if (method !== 'POST' || !(headers['next-action'] !== undefined || multipart)) return false
  return foreignOrigin(headers.origin, [headers.host])
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** Whether a request's Origin is the address it was made to (lib/origin.ts), from Node's headers. */
export const sameOriginRequest = (headers: IncomingHttpHeaders): boolean =>
  sameOrigin({
    origin: headers.origin,
    host: headers.host,
    forwardedHost: one(headers['x-forwarded-host']),
    forwardedProto: one(headers['x-forwarded-proto']),
  })
