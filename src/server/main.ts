/**
 * The production server: Next's own request handler (the same one `next start` uses) behind a
 * thin layer that does what Next cannot be configured to do:
 *   1. refuse malformed or overlong request targets with 400/414 (request-target.ts);
 *   2. hand Next a client address the client cannot choose: forwarded headers count only from the proxies
 *      TRUST_PROXY names (client-address.ts);
 *   3. refuse broken multipart bodies with 400 before Next or Payload parse them (request-body.ts);
 *   4. send the security headers, with a CSP hashing each HTML response's inline scripts
 *      (security-headers.ts, next-adapter/html-response.ts), and compress after that (Next's compression is
 *      off in next.config.ts: it would run before the hashes could be taken); an HTML document's
 *      hashes and compressed bytes are worked out once per distinct document (html-memo.ts);
 *   5. answer full page loads of a 404 with the server-rendered, localized not-found page
 *      (next-adapter/error-shell.ts);
 *   6. give shared caches (nginx, a CDN) seconds, not Next's year, on public pages (cache-policy.ts);
 *   7. start a page's scripts after its first paint, not before (next-adapter/paint-first.ts);
 *   8. let the image optimizer encode only the exact image URLs the site's pages name (image-request.ts);
 *   9. send each header value once: Next appends a redirect's `Location` a second time
 *      (next-adapter/append-once.ts).
 * Bundled by scripts/server-bundle.mjs into the build folder and started by scripts/run.mjs.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { isIP, type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import compression from 'compression'
import next from 'next'
import { appendOnce } from '../next-adapter/append-once'
import { clientAddress, trustedProxies } from '../lib/client-address'
import { holdHtml } from '../next-adapter/html-response'
import { foreignImageRequest } from './image-request'
import { isErrorShell, isNotFoundPage, notFoundPagePath } from '../next-adapter/error-shell'
import { crossOriginAction, sameOriginRequest } from './origin-check'
import {
  hasBody,
  isApiBody,
  isFormPostToApi,
  isMethodOverride,
  isMethodOverrideQuery,
  isMultipart,
  readLimited,
  readMultipart,
  replayFromFile,
  replayRequest,
  spoolMultipart,
  type BodyRefusal,
} from './request-body'
import { refuseTarget, unroutable } from './request-target'
import { earlyInputScript } from '../lib/early-input'
import {
  baseSecurityHeaders,
  documentHeaders,
  scriptHash,
  uploadedFileHeaders,
  type PolicyOptions,
} from './security-headers'
import { cacheControlFor } from './cache-policy'
import { withQuery } from '../lib/paths'
import { htmlMemo, preferredEncoding, type Prepared } from './html-memo'
import { notModified, pageCache, pageCacheKey, type Sent } from './page-cache'
import { loaderBody, paintFirst } from '../next-adapter/paint-first'
import { mayUpload, payloadSigningKey, sessionRoles, sessionToken } from './upload-gate'
import { vitalsBeacon } from '../lib/vitals-beacon'
import { runShutdownHooks } from '../lib/shutdown'

const port = Number(process.env.PORT) || 3000
// Loopback unless told: an instance behind a proxy on the same host is reachable only through it.
const host = process.env.HOST || '127.0.0.1'
const siteUrl = process.env.SITE_URL || `http://localhost:${port}`
process.env.SITE_URL = siteUrl
const urlHost = (address: string) => (isIP(address) === 6 ? `[${address}]` : address)
// This process's requests to itself (the 404 page, the jobs runner) go where it listens; to loopback when that is
// every address.
const selfOrigin = `http://${urlHost(['0.0.0.0', '::'].includes(host) ? '127.0.0.1' : host)}:${port}`
process.env.JOBS_RUNNER_ORIGIN ||= selfOrigin
const trusted = trustedProxies(process.env.TRUST_PROXY)
const policy: PolicyOptions = {
  https: siteUrl.startsWith('https:'),
  tagManager: Boolean(process.env.GTM_ID),
  // The browser side needs Google's hosts whenever pages carry a site key.
  recaptcha: Boolean(process.env.RECAPTCHA_SITE_KEY),
}
const base = baseSecurityHeaders(policy)
// The site's own inline scripts, allowed by hash; any other inline script but Next's own is refused (CSP).
const ownScripts = new Set([earlyInputScript, loaderBody].map(scriptHash))
/**
 * A document as it leaves: the site's pages start their scripts after the first paint (the admin, Payload's own app, as
 * it is), then its CSP, which also allows the request's nonce (`withNonce`) when it had one.
 */
function prepare(html: string, admin: boolean, nonce?: string): Prepared {
  const final = admin ? html : paintFirst(html)
  return { html: final, headers: documentHeaders(policy, final, ownScripts, nonce) }
}

/**
 * A render per request streams: React completes late parts of the page with inline scripts of its own, which no hash
 * can name in advance. For the admin, and for a preview (Next's draft-mode cookie), the request carries a CSP nonce:
 * Next and React put it on every script they write, and the answer's CSP allows it. Static pages need none. A CSP the
 * client sent is never passed on.
 */
function withNonce(req: http.IncomingMessage, admin: boolean): string | undefined {
  delete req.headers['content-security-policy']
  delete req.headers['content-security-policy-report-only']
  if (!admin && !/(^|;\s*)__prerender_bypass=/.test(req.headers.cookie ?? '')) return undefined
  const nonce = randomBytes(16).toString('base64')
  req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`
  return nonce
}

// Static pages as they were last sent, answered without Next until the next publish (page-cache.ts).
const pages = pageCache({ maxBytes: Number(process.env.PAGE_CACHE_MB ?? 32) * 1024 * 1024 })
// A static page's rewrite, CSP and compressed bytes, worked out once per distinct document (html-memo.ts).
const finishHtml = htmlMemo((html) => prepare(html, false))
// Bodies: form posts without JavaScript (server actions) and the admin's queries are small; its
// documents (rich text as JSON) can be larger; its uploads (multipart) larger still. Anything over: 413.
const bodyLimit = {
  page: 1024 * 1024,
  query: 1024 * 1024,
  // The admin's API and server functions for anyone who may not change content (forms, sign-in, public reads).
  visitor: 64 * 1024,
  cms: 8 * 1024 * 1024,
  upload: 64 * 1024 * 1024,
  // A page's Web Vitals beacon (features/vitals): a few hundred bytes.
  beacon: vitalsBeacon.maxBytes,
}
const signingKey = payloadSigningKey(process.env.PAYLOAD_SECRET ?? '')
// This process's own requests to itself (the 404 page) carry a token only it knows: a loopback
// address alone would not do, since nginx on the same host forwards every visitor from loopback.
const INTERNAL = 'x-studio-internal'
const internalToken = randomBytes(16).toString('hex')

// `hostname` becomes the host of every route handler's `request.url`, whatever address the visitor used: the app never
// builds a `Location` from it (relative, or from SITE_URL). 'localhost', as `next start` has it: with 127.0.0.1 Next
// redirect-loops the unprefixed Portuguese pages.
const app = next({ dev: false, dir: process.cwd(), port, hostname: 'localhost' })
const handle = app.getRequestHandler()
// compression is connect middleware; Node's own request and response are all it touches.
const compress = compression() as unknown as (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: () => void,
) => void

function refuse(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  { status, reason }: BodyRefusal | { status: number; reason: string },
  close = false,
) {
  const api = (req.url ?? '').startsWith('/api')
  const body = api ? JSON.stringify({ errors: [{ message: reason }] }) : `${reason}\n`
  res.writeHead(status, {
    'content-type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
    ...(close ? { connection: 'close' } : {}),
  })
  res.end(body)
}

/** A page as it was sent before (page-cache.ts), or 304 to a client that holds it; Node adds the date. */
function sendCached(req: http.IncomingMessage, res: http.ServerResponse, sent: Sent) {
  if (!notModified(req, sent)) {
    res.writeHead(sent.status, sent.headers)
    return res.end(sent.body)
  }
  const { 'content-length': _, 'content-encoding': __, ...headers } = sent.headers
  res.writeHead(304, headers)
  res.end()
}

/** 404 for a path that names nothing: the localized not-found page for a page load, a short text otherwise. */
async function notFound(req: http.IncomingMessage, res: http.ServerResponse, pathname: string) {
  const document =
    (req.method === 'GET' || req.method === 'HEAD') &&
    /text\/html/.test(req.headers.accept ?? '') &&
    !pathname.startsWith('/api/')
  const html = document ? await notFoundDocument(pathname) : null
  if (!html) return refuse(req, res, { status: 404, reason: 'Not found' })
  // Already rewritten on its way back over loopback; paintFirst leaves it as it is.
  const page = prepare(html.toString('utf8'), false)
  const body = Buffer.from(page.html)
  res.writeHead(404, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    'content-length': body.length,
    ...page.headers,
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

async function notFoundDocument(pathname: string): Promise<Buffer | null> {
  const res = await fetch(`${selfOrigin}${notFoundPagePath(pathname)}`, {
    headers: { [INTERNAL]: internalToken, 'accept-encoding': 'identity' },
  })
  return res.ok ? Buffer.from(await res.arrayBuffer()) : null
}

/**
 * Every Cache-Control Next sets passes through cacheControlFor; a page's redirect keeps the query string of the address
 * asked for (campaign tags), which Next's `Location` drops (a redirect is rendered, and cached, per path). Next sets
 * them with setHeader or appendHeader (a cached render's again), or writeHead via holdHtml.
 */
function withHeaderRules(res: http.ServerResponse, search: string) {
  const rule = (name: string, value: number | string | readonly string[]) => {
    const header = name.toLowerCase()
    if (header === 'cache-control') return cacheControlFor(String(value))
    if (header === 'location' && search && typeof value === 'string') return withQuery(value, search)
    return value
  }
  const { setHeader, appendHeader } = res
  res.setHeader = function (name, value) {
    return setHeader.call(this, name, rule(name, value))
  }
  res.appendHeader = function (name, value) {
    return appendHeader.call(this, name, rule(name, value) as string | readonly string[])
  }
}

/**
 * The request Next gets: `req` itself, or a replay of its body once read and checked (request-body.ts); null when
 * refused (answered here). A refused body is never read: the connection closes after the answer. A client that sent
 * `Expect: 100-continue` is told to go on only once its body is wanted.
 */
async function acceptBody(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
  multipart: boolean,
): Promise<http.IncomingMessage | null> {
  const api = pathname.startsWith('/api/') || pathname === '/api'
  const cms = api || pathname.startsWith('/admin')
  if (!multipart && !hasBody(req) && !(api && isMethodOverride(req))) return continued(req, res)
  const refused = (refusal: { status: number; reason: string }, close = true) => {
    refuse(req, res, refusal, close)
    return null
  }
  // Large bodies only for those who may change content, known from the headers alone (upload-gate.ts).
  const roles = cms ? await sessionRoles(sessionToken(req.headers), signingKey) : null
  const editor = mayUpload(roles)
  // Payload's admin sends its forms as multipart, the sign-in forms too: those, and a signed-in user's own account,
  // are read up to the small limit; any other multipart before sign-in is refused (a large one unread).
  if (cms && multipart && !roles && !signInForm(pathname)) {
    // A small body is read first, so the client gets the answer rather than a closed connection mid-write.
    const small = !(Number(req.headers['content-length']) > bodyLimit.visitor)
    const drained = small && Buffer.isBuffer(await readLimited(continued(req, res), bodyLimit.visitor))
    return refused({ status: 401, reason: 'Sign in as an editor to upload' }, !drained)
  }
  let limit = bodyLimit.page
  if (cms) limit = editor ? (multipart ? bodyLimit.upload : bodyLimit.cms) : bodyLimit.visitor
  if (api && isMethodOverrideQuery(req)) limit = bodyLimit.query
  if (pathname === vitalsBeacon.path) limit = bodyLimit.beacon
  if (Number(req.headers['content-length']) > limit) return refused({ status: 413, reason: 'Request body too large' })
  continued(req, res)
  if (cms && multipart && editor) {
    const spooled = await spoolMultipart(req, limit, os.tmpdir())
    return 'file' in spooled ? replayFromFile(req, spooled.file, spooled.size) : refused(spooled)
  }
  const body = multipart ? await readMultipart(req, limit) : await readLimited(req, limit)
  if (!Buffer.isBuffer(body)) return refused(body)
  if (api && !multipart && !isApiBody(req, body) && !isFormPostToApi(req, pathname)) {
    return refused(
      { status: 400, reason: 'The body must be a JSON object, multipart form data or a method-override query' },
      false,
    )
  }
  return replayRequest(req, body)
}

/** The admin's forms for signing in, which Payload sends as multipart before anyone is signed in. */
const signInForm = (pathname: string) =>
  /^\/api\/users\/(login|forgot-password|reset-password|first-register|verify\/[^/]+)$/.test(pathname)

/** Tells a client waiting with `Expect: 100-continue` to send its body; returns the request. */
function continued(req: http.IncomingMessage, res: http.ServerResponse): http.IncomingMessage {
  if (/100-continue/i.test(String(req.headers.expect ?? '')) && !res.headersSent) res.writeContinue()
  return req
}

async function serve(req: http.IncomingMessage, res: http.ServerResponse) {
  for (const [name, value] of Object.entries(base)) res.setHeader(name, value)
  const refusal = refuseTarget(req.url ?? '/')
  if (refusal) return refuse(req, res, refusal)
  const { pathname, search } = new URL(req.url ?? '/', 'http://x')
  appendOnce(res)
  // Pages only: the API, the admin and the preview routes build their own Location; a router payload keeps its own.
  withHeaderRules(res, /^\/(api|admin|next|_next)(\/|$)/.test(pathname) || req.headers.rsc ? '' : search)
  if (foreignImageRequest(req.url ?? '/')) return refuse(req, res, { status: 400, reason: 'Not an image of this site' })
  // Set before Next answers, so they win over any the file's handler sets (Next adds only headers not yet present).
  const uploadedFile = pathname.startsWith('/api/media/file/')
  if (uploadedFile) for (const [name, value] of Object.entries(uploadedFileHeaders)) res.setHeader(name, value)
  const internal = req.headers[INTERNAL] === internalToken
  delete req.headers[INTERNAL]

  // Whatever the client claimed, Next and the app see one trusted address; and the forwarded
  // host and scheme only when a proxy of ours wrote them.
  req.headers['x-forwarded-for'] = clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, trusted)
  delete req.headers['x-real-ip']
  if (!trusted(req.socket.remoteAddress))
    for (const h of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']) delete req.headers[h]
  // Payload takes the admin's cookie with an Origin only from SITE_URL, or without one when the browser says
  // same-origin: the site opened at any other address it answers (an IP, a second domain) is given the second form.
  if (sameOriginRequest(req.headers)) {
    delete req.headers.origin
    req.headers['sec-fetch-site'] = 'same-origin'
  }

  const api = pathname.startsWith('/api/') || pathname === '/api'
  const admin = pathname === '/admin' || pathname.startsWith('/admin/')
  const nonce = withNonce(req, admin)
  const multipart = isMultipart(req) && req.method !== 'GET' && req.method !== 'HEAD'
  if (unroutable(pathname)) return notFound(req, res, pathname)
  if (!api && req.method === 'OPTIONS') {
    // Pages and files answer no preflight (Next's own answer fails on some routes); the API's is Payload's.
    res.writeHead(204, { allow: 'GET, HEAD, POST, OPTIONS', 'cache-control': 'no-store' })
    return res.end()
  }
  if (!api && crossOriginAction(req.method, req.headers, multipart))
    return refuse(req, res, { status: 403, reason: 'Cross-origin form submission refused' }, multipart)

  // The not-found page is a 200 only for the server's own loopback fetch: neither that answer nor the page is kept.
  const cacheKey = internal || isNotFoundPage(pathname) ? null : pageCacheKey(req)
  const cached = cacheKey && pages.get(cacheKey)
  if (cached) return sendCached(req, res, cached)
  const generation = pages.generation

  const request = await acceptBody(req, res, pathname, multipart)
  if (!request) return

  const document = req.method === 'GET' && !req.headers.rsc
  // Compression goes on first so the HTML hold sits between Next and it: hashes are taken of
  // the plain body, then the body is compressed.
  compress(request, res, () => {
    // An uploaded file is never a page: its bytes go out as they are, whatever its type says.
    if (uploadedFile) return void handle(request, res)
    holdHtml(
      res,
      async (html, status) => {
        let body = html
        let code: number | undefined
        if (document && isErrorShell(status, html) && !internal) {
          body = (await notFoundDocument(pathname)) ?? html
          code = 404
        } else if (isNotFoundPage(pathname) && !internal) {
          code = 404
        }
        res.removeHeader('x-middleware-rewrite')
        if (code === 404) res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
        // A static page: its CSP and compressed bytes from the memo, sent already compressed (the
        // compression middleware leaves an encoded body alone). Anything else (404s, previews,
        // per-request renders) is hashed and compressed per request, as it may be unique.
        if (!admin && code !== 404 && /\bpublic\b/.test(String(res.getHeader('cache-control') ?? ''))) {
          const finished = finishHtml(
            body,
            req.method === 'HEAD' ? 'identity' : preferredEncoding(req.headers['accept-encoding']),
          )
          if (cacheKey) {
            const kept = () =>
              pages.set(
                cacheKey,
                { status: res.statusCode, headers: res.getHeaders(), body: finished.body },
                generation,
              )
            res.once('finish', kept)
          }
          return { body: finished.body, status: code, headers: finished.headers }
        }
        const prepared = prepare(body.toString('utf8'), admin, nonce)
        return { body: Buffer.from(prepared.html), status: code, headers: prepared.headers }
      },
      (error) => console.error('Could not finish an HTML response', error),
    )
    void handle(request, res)
  })
}

await app.prepare()
const onRequest = (req: http.IncomingMessage, res: http.ServerResponse) => {
  serve(req, res).catch((error) => {
    console.error(`Failed to handle ${req.method} ${req.url}`, error)
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
    res.end()
  })
}
const server = http.createServer(onRequest)
// A client that asks before sending its body (Expect: 100-continue) is told "go on" only once the body will be
// read (acceptBody), so a refusal reaches it before it sends a byte.
server.on('checkContinue', onRequest)
server.listen(port, host, () => {
  const { address } = server.address() as AddressInfo
  console.log(
    `▲ Ready on http://${urlHost(address)}:${port} (${path.basename(process.env.NEXT_DIST_DIR || '.next')}, TRUST_PROXY=${process.env.TRUST_PROXY || 0})`,
  )
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close()
    // What the app holds in memory (Web Vitals not yet written) is written now, within that moment.
    void runShutdownHooks()
    // In-flight requests get a moment; the process must not outlive its supervisor's patience.
    setTimeout(() => process.exit(0), 2000).unref()
  })
}
