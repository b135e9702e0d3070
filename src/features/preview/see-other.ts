/**
 * A 303 to a path of this site, with a relative `Location`: the browser resolves it against the address it used
 * (localhost, 127.0.0.1, a LAN address, the public domain behind the HTTPS front). Built from `request.url` it would
 * name the host the server gave Next (`localhost`), whatever the visitor asked for, and Live Preview's frame would then
 * be sent to another origin, which the CSP blocks. `path` must already be a same-site path (Payload's getSafeRedirect).
 */
export function seeOther(path: string, headers: Record<string, string> = {}): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: path, 'Cache-Control': 'private, no-store', ...headers },
  })
}
