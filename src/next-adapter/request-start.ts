import dc from 'node:diagnostics_channel'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { withQuery } from '../lib/paths'
import { clientAddress, trustedProxies } from '../lib/requests/client-address'
import { foreignImageRequest } from '../lib/requests/image'
import { sameOrigin } from '../lib/requests/origin'
import { REFUSED_PATH, REFUSED_TARGET, refuseTarget, type Refusal } from '../lib/requests/target'

/**
 * What the app reads of a request's headers, made true before Next reads them, on Node's `http.server.request.start`
 * channel (which alone sees the socket): the client address, trusted forwarded headers, the admin's Origin, no client
 * CSP, refusals of the raw target, one `Location` per redirect with its query. Each duty, why and its test:
 * docs/decisions/next-start.md. Subscribed by instrumentation when the server starts.
 */
export function normalizeRequestHeaders(env: NodeJS.ProcessEnv = process.env): void {
  const trusted = trustedProxies(env.TRUST_PROXY)
  console.log(`▲ Client addresses from the socket, or from proxies in TRUST_PROXY=${env.TRUST_PROXY || 0}`)
  dc.subscribe('http.server.request.start', (message) => {
    const { request, response, socket } = message as {
      request: IncomingMessage
      response: ServerResponse
      socket: Socket
    }
    const headers = request.headers
    headers['x-forwarded-for'] = clientAddress(headers['x-forwarded-for'], socket.remoteAddress, trusted)
    delete headers['x-real-ip']
    if (!trusted(socket.remoteAddress))
      for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']) delete headers[name]
    const one = (name: string) => [headers[name]].flat()[0]
    if (
      sameOrigin({
        origin: headers.origin,
        host: headers.host,
        forwardedHost: one('x-forwarded-host'),
        forwardedProto: one('x-forwarded-proto'),
      })
    ) {
      delete headers.origin
      headers['sec-fetch-site'] = 'same-origin'
    }
    delete headers['content-security-policy']
    delete headers['content-security-policy-report-only']
    // An empty `Next-Action` names no action, yet Next takes the post for one (and throws on another site's Origin).
    if (headers['next-action'] === '') delete headers['next-action']
    delete headers[REFUSED_TARGET]
    const target = request.url ?? '/'
    const refusal: Refusal | null =
      refuseTarget(target) ??
      (foreignImageRequest(target) ? { status: 400, reason: 'Not an image of this site' } : null)
    if (refusal) {
      // Next's router answers 500 to such a target (and the proxy never sees an API body): a path proxy.ts matches.
      headers[REFUSED_TARGET] = `${refusal.status} ${refusal.reason}`
      request.url = REFUSED_PATH
    } else if (!/^\/(_next|api)\//.test(target)) {
      // Pages only: Next's build files, images and the API never answer with a page's redirect (the hot paths).
      oneLocation(response, pageQuery(target, headers))
    }
  })
}

/** The query string of a page request (not the API's, the admin's, Next's or a router payload's), or ''. */
function pageQuery(target: string, headers: IncomingMessage['headers']): string {
  const q = target.indexOf('?')
  if (q === -1 || headers.rsc || /^\/(api|admin|next|_next)(\/|[?]|$)/.test(target)) return ''
  return target.slice(q)
}

/**
 * Next sets a rendered redirect's `Location` and then appends the stored render's headers, the same `Location` again
 * (contract: tests/server/redirects.test.ts, on the raw headers).
 */
function oneLocation(response: ServerResponse, query: string) {
  const { setHeader, appendHeader } = response
  const location = (name: string, value: number | string | readonly string[]) =>
    name.toLowerCase() === 'location' && typeof value === 'string' ? withQuery(value, query) : value
  response.setHeader = function (name, value) {
    return setHeader.call(this, name, location(name, value))
  }
  response.appendHeader = function (name, value) {
    if (name.toLowerCase() === 'location' && this.hasHeader('location')) return this
    return appendHeader.call(this, name, location(name, value) as string | readonly string[])
  }
}
