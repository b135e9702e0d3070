import type { IncomingHttpHeaders } from 'node:http'
import { foreignOrigin } from '../lib/origin'

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
