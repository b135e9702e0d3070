import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import busboy from 'busboy'
import { newsletterLinkPaths } from '../paths'
import { vitalsBeacon } from '../vitals-beacon'
import { mayUpload, payloadSigningKey, sessionRoles, sessionToken } from './session'

/**
 * The API's request bodies (app/(payload)/api), bounded before Payload reads them. Payload reads any body whole
 * (`req.text()`), parses a broken multipart body inside its handlers and answers 500 ("Unexpected end of form"), and
 * answers some bodies that are not a JSON object with 500 (a draft save of a global, seen in the fuzz). So each body is
 * read here up to a limit decided on the headers, by who sends it: 64 KiB before sign-in (forms, sign-in, public
 * reads), 8 MiB for editors' JSON, 64 MiB for their uploads (multipart, written to a temporary file on the way, never
 * held in memory), 2 KB for a Web Vitals beacon, 1 MiB for the admin's method-override queries. Multipart before
 * sign-in is refused unread (401) but for Payload's sign-in forms. Anything over: 413.
 */
export const bodyLimit = {
  visitor: 64 * 1024,
  cms: 8 * 1024 * 1024,
  upload: 64 * 1024 * 1024,
  query: 1024 * 1024,
  beacon: vitalsBeacon.maxBytes,
}

export type BodyRefusal = { status: 400 | 401 | 413 | 503; reason: string }

const tooLarge: BodyRefusal = { status: 413, reason: 'Request body too large' }

const contentType = (request: Request) => (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()

/** Whether the request says it has a body (a length above 0, or chunked). */
function hasBody(request: Request): boolean {
  return (
    Number(request.headers.get('content-length')) > 0 || /chunked/i.test(request.headers.get('transfer-encoding') ?? '')
  )
}

/** A POST that Payload answers as a GET, reading its body (JSON or form-encoded) whatever its length. */
function isMethodOverride(request: Request): boolean {
  const override =
    request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  return request.method === 'POST' && override === 'GET'
}

/** The admin reads related documents with a form-encoded query in a POST that says it is a GET. */
function isMethodOverrideQuery(request: Request): boolean {
  return isMethodOverride(request) && contentType(request) === 'application/x-www-form-urlencoded'
}

// API routes whose handlers read a plain HTML form post: the newsletter's e-mailed links (their page's button, and
// mail apps' RFC 8058 one-click unsubscribe, `List-Unsubscribe=One-Click`).
const formPostRoutes: ReadonlySet<string> = new Set(Object.values(newsletterLinkPaths))

/** A form-encoded POST to one of the API routes that take one (Payload's own REST routes never see it). */
export function isFormPostToApi(method: string, type: string, pathname: string): boolean {
  const plain = type.split(';')[0].trim().toLowerCase()
  return method === 'POST' && plain === 'application/x-www-form-urlencoded' && formPostRoutes.has(pathname)
}

/** JSON that Payload's REST API can take: an object or an array. */
export function isJsonObjectBody(body: Buffer): boolean {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'))
    return typeof value === 'object' && value !== null
  } catch {
    return false
  }
}

/** The admin's forms for signing in, which Payload sends as multipart before anyone is signed in. */
const signInForm = (pathname: string) =>
  /^\/api\/users\/(login|forgot-password|reset-password|first-register|verify\/[^/]+)$/.test(pathname)

/** Reads at most `limit` bytes of a stream: the bytes, or 413 past them (a declared length or not). */
async function readLimited(stream: Readable, limit: number): Promise<Buffer | BodyRefusal> {
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length
      if (size > limit) {
        stream.destroy()
        return tooLarge
      }
      chunks.push(chunk as Buffer)
    }
  } catch {
    return { status: 400, reason: 'Request body could not be read' }
  }
  return Buffer.concat(chunks, size)
}

/** Whether busboy (the parser Payload uses) reads `body` as whole multipart, with its content type. */
function parsesAsMultipart(type: string, feed: (parser: busboy.Busboy) => void): Promise<BodyRefusal | null> {
  let parser: busboy.Busboy
  try {
    parser = busboy({ headers: { 'content-type': type } })
  } catch {
    return Promise.resolve({ status: 400, reason: 'Malformed multipart content type (no boundary)' })
  }
  return new Promise((resolve) => {
    parser.on('file', (_name, file) => file.resume())
    // Also when the body ends before its closing boundary ("Unexpected end of form").
    parser.on('error', () => resolve({ status: 400, reason: 'Malformed multipart body' }))
    parser.on('close', () => resolve(null))
    feed(parser)
  })
}

/**
 * Writes a multipart body of at most `limit` bytes to a file, checked by busboy on the way, so an editor's 64 MiB
 * upload is never held in memory; the request handed on reads it from there, and the file goes once it is read.
 */
async function spooled(stream: Readable, type: string, limit: number): Promise<{ file: string } | BodyRefusal> {
  const file = path.join(os.tmpdir(), `studio-upload-${randomUUID()}`)
  const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 })
  let size = 0
  const refusal = await parsesAsMultipart(type, (parser) => {
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) stream.destroy(new Error('too large'))
    })
    stream.on('error', () => parser.destroy(new Error('unreadable')))
    stream.pipe(parser)
    stream.pipe(out)
  })
  await new Promise((resolve) =>
    out.writableFinished || out.destroyed ? resolve(null) : out.on('close', () => resolve(null)),
  )
  if (size > limit || refusal || out.errored) {
    fs.rmSync(file, { force: true })
    if (size > limit) return tooLarge
    return refusal ?? { status: 503, reason: 'The upload could not be stored for now' }
  }
  return { file }
}

/** A file's bytes as a request body, the file removed once read (or dropped). */
function fileBody(file: string): ReadableStream<Uint8Array> {
  const source = fs.createReadStream(file)
  source.on('close', () => fs.rm(file, { force: true }, () => {}))
  return Readable.toWeb(source) as ReadableStream<Uint8Array>
}

/**
 * The request Payload gets: `request` itself, one carrying its body once read and checked, or the refusal's answer.
 * A refused body is not read; the connection closes after the answer.
 */
export async function boundedApiRequest(request: Request): Promise<Request | BodyRefusal> {
  const { pathname } = new URL(request.url)
  const type = request.headers.get('content-type') ?? ''
  const multipart = /^multipart\//i.test(type) && request.method !== 'GET' && request.method !== 'HEAD'
  if (!multipart && !hasBody(request) && !isMethodOverride(request)) return request
  const roles = await sessionRoles(sessionToken(request.headers), payloadSigningKey(process.env.PAYLOAD_SECRET ?? ''))
  const editor = mayUpload(roles)
  if (multipart && !roles && !signInForm(pathname)) return { status: 401, reason: 'Sign in as an editor to upload' }
  let limit = editor ? (multipart ? bodyLimit.upload : bodyLimit.cms) : bodyLimit.visitor
  if (isMethodOverrideQuery(request)) limit = bodyLimit.query
  if (pathname === vitalsBeacon.path) limit = bodyLimit.beacon
  if (Number(request.headers.get('content-length')) > limit) return tooLarge
  const stream = request.body
    ? Readable.fromWeb(request.body as import('node:stream/web').ReadableStream)
    : Readable.from([])
  const init = { method: request.method, headers: request.headers, duplex: 'half' } as RequestInit
  if (multipart && editor) {
    const spool = await spooled(stream, type, limit)
    return 'file' in spool ? new Request(request.url, { ...init, body: fileBody(spool.file) }) : spool
  }
  const body = await readLimited(stream, limit)
  if (!Buffer.isBuffer(body)) return body
  if (multipart) {
    const refusal = await parsesAsMultipart(type, (parser) => parser.end(body))
    if (refusal) return refusal
  } else if (
    !isMethodOverrideQuery(request) &&
    !isFormPostToApi(request.method, type, pathname) &&
    !((body.length === 0 && !isMethodOverride(request)) || isJsonObjectBody(body))
  ) {
    return { status: 400, reason: 'The body must be a JSON object, multipart form data or a method-override query' }
  }
  return new Request(request.url, { ...init, body: new Uint8Array(body) })
}
