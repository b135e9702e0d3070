import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { IncomingMessage } from 'node:http'
import path from 'node:path'
import busboy from 'busboy'
import { newsletterLinkPaths } from '../lib/paths'

/**
 * Multipart bodies are checked before Next or Payload read them. Both parse a broken multipart
 * body inside their own handlers and answer 500 ("Failed to parse body as FormData", "Unexpected
 * end of form"), on page posts (server actions) and on the REST API alike (stack-notes §14). The
 * body is read once here, parsed with busboy (the parser Payload itself uses), and, when whole,
 * handed on as a fresh request stream. Only multipart is buffered: form posts without JavaScript
 * and the admin's uploads, both rare.
 */

export type BodyRefusal = { status: 400 | 413 | 503; reason: string }

const tooLarge: BodyRefusal = { status: 413, reason: 'Request body too large' }

export function isMultipart(req: IncomingMessage): boolean {
  return /^multipart\//i.test(req.headers['content-type'] ?? '')
}

/** Reads and checks a multipart body of at most `limit` bytes: the body, or why it is refused. */
export async function readMultipart(req: IncomingMessage, limit: number): Promise<Buffer | BodyRefusal> {
  let parser: busboy.Busboy
  try {
    parser = busboy({ headers: req.headers })
  } catch {
    return { status: 400, reason: 'Malformed multipart content type (no boundary)' }
  }
  const parsed = new Promise<BodyRefusal | null>((resolve) => {
    parser.on('file', (_name, file) => file.resume())
    // Also when the body ends before its closing boundary ("Unexpected end of form").
    parser.on('error', () => resolve({ status: 400, reason: 'Malformed multipart body' }))
    parser.on('close', () => resolve(null))
  })
  const body = readLimited(req, limit)
  req.pipe(parser)
  const refused = await Promise.race([
    body.then((b) => (Buffer.isBuffer(b) ? parsed : b)),
    parsed.then((p) => p ?? body),
  ])
  req.unpipe(parser)
  return refused && !Buffer.isBuffer(refused) ? refused : body
}

/** Whether the request says it has a body (a length above 0, or chunked). */
export function hasBody(req: IncomingMessage): boolean {
  return Number(req.headers['content-length']) > 0 || /chunked/i.test(req.headers['transfer-encoding'] ?? '')
}

/**
 * Reads a body of at most `limit` bytes (JSON, form posts, text, and multipart under the parser
 * above): a body over the limit is refused with 413 before Next or Payload buffer it, whatever
 * length it declares or whether it declares one at all (chunked).
 */
export function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | BodyRefusal> {
  if (Number(req.headers['content-length']) > limit) return Promise.resolve(tooLarge)
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    const settle = (value: Buffer | BodyRefusal) => {
      if (settled) return
      settled = true
      resolve(value)
    }
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) return settle(tooLarge)
      chunks.push(chunk)
    })
    req.on('end', () => settle(Buffer.concat(chunks, size)))
    req.on('error', () => settle({ status: 400, reason: 'Request body could not be read' }))
  })
}

/**
 * Payload's REST API reads every body that is not multipart as JSON and expects an object: a body
 * that is not JSON, or JSON that is not an object or array (`"x"`, `null`), makes some of its
 * routes answer 500 (a draft save of a global, seen in the fuzz). Such bodies are refused first.
 */
export function isJsonObjectBody(body: Buffer): boolean {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'))
    return typeof value === 'object' && value !== null
  } catch {
    return false
  }
}

/**
 * Payload's admin reads related documents with a form-encoded query in a POST that says it is a GET
 * (`X-Payload-HTTP-Method-Override: GET`); Payload turns the body into the URL's query string.
 */
export function isMethodOverrideQuery(req: IncomingMessage): boolean {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
  return isMethodOverride(req) && type === 'application/x-www-form-urlencoded'
}

/** A POST that Payload answers as a GET, reading its body (JSON or form-encoded) whatever its length. */
export function isMethodOverride(req: IncomingMessage): boolean {
  const override = req.headers['x-payload-http-method-override'] ?? req.headers['x-http-method-override']
  return req.method === 'POST' && override === 'GET'
}

// API routes whose handlers read a plain HTML form post: the newsletter's e-mailed links (their page's button, and
// mail apps' RFC 8058 one-click unsubscribe, `List-Unsubscribe=One-Click`).
const formPostRoutes: ReadonlySet<string> = new Set(Object.values(newsletterLinkPaths))

/** A form-encoded POST to one of the API routes that take one (Payload's own REST routes never see it). */
export function isFormPostToApi(req: IncomingMessage, pathname: string): boolean {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
  return req.method === 'POST' && type === 'application/x-www-form-urlencoded' && formPostRoutes.has(pathname)
}

/** Whether Payload's REST API can take this (non-multipart) body: a JSON object, or an override's query. */
export function isApiBody(req: IncomingMessage, body: Buffer): boolean {
  if (isMethodOverrideQuery(req)) return true
  // An override parses a JSON body even when there is none, and fails on that.
  return (body.length === 0 && !isMethodOverride(req)) || isJsonObjectBody(body)
}

/**
 * Writes a multipart body of at most `limit` bytes to a file in `dir`, checked by busboy on the way (as
 * readMultipart does), so a signed-in editor's 64 MiB upload is never held in memory. The file is the
 * caller's to replay (replayFromFile deletes it once read).
 */
export function spoolMultipart(
  req: IncomingMessage,
  limit: number,
  dir: string,
): Promise<{ file: string; size: number } | BodyRefusal> {
  if (Number(req.headers['content-length']) > limit) return Promise.resolve(tooLarge)
  let parser: busboy.Busboy
  try {
    parser = busboy({ headers: req.headers })
  } catch {
    return Promise.resolve({ status: 400, reason: 'Malformed multipart content type (no boundary)' })
  }
  const file = path.join(dir, `studio-upload-${randomUUID()}`)
  const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 })
  return new Promise((resolve) => {
    let size = 0
    let settled = false
    let parsed = false
    let written = false
    const fail = (refusal: BodyRefusal) => {
      if (settled) return
      settled = true
      req.unpipe(parser)
      req.unpipe(out)
      out.destroy()
      // Answered once the file is gone, so nothing outlives a refused upload.
      fs.rm(file, { force: true }, () => resolve(refusal))
    }
    const finish = () => {
      if (settled || !parsed || !written) return
      settled = true
      resolve({ file, size })
    }
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) fail(tooLarge)
    })
    req.on('error', () => fail({ status: 400, reason: 'Request body could not be read' }))
    parser.on('file', (_name, stream) => stream.resume())
    // Also when the body ends before its closing boundary ("Unexpected end of form").
    parser.on('error', () => fail({ status: 400, reason: 'Malformed multipart body' }))
    parser.on('close', () => ((parsed = true), finish()))
    out.on('finish', () => ((written = true), finish()))
    out.on('error', () => fail({ status: 503, reason: 'The upload could not be stored for now' }))
    req.pipe(parser)
    req.pipe(out)
  })
}

/** A request like `req` whose body is yet to be pushed: `length` bytes, for Next to read as if they came now. */
function replayShell(req: IncomingMessage, length: number): IncomingMessage {
  const replay = new IncomingMessage(req.socket)
  replay.method = req.method
  replay.url = req.url
  replay.httpVersion = req.httpVersion
  replay.httpVersionMajor = req.httpVersionMajor
  replay.httpVersionMinor = req.httpVersionMinor
  replay.headers = { ...req.headers, 'content-length': String(length) }
  delete replay.headers['transfer-encoding']
  replay.rawHeaders = Object.entries(replay.headers).flatMap(([k, v]) =>
    Array.isArray(v) ? v.flatMap((x) => [k, x]) : [k, String(v)],
  )
  return replay
}

/** A request carrying `body` in place of the stream already read from `req`, for Next to read again. */
export function replayRequest(req: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = replayShell(req, body.length)
  replay.push(body)
  replay.push(null)
  replay.complete = true
  return replay
}

/** A request whose body is read from `file` (spoolMultipart's), as fast as Next reads it; the file is then deleted. */
export function replayFromFile(req: IncomingMessage, file: string, size: number): IncomingMessage {
  const replay = replayShell(req, size)
  const source = fs.createReadStream(file)
  // A Readable's own way to be told to go on (what `new Readable({ read })` sets): resume the file.
  replay._read = () => void source.resume()
  source.on('data', (chunk) => replay.push(chunk) || source.pause())
  source.on('end', () => {
    replay.push(null)
    replay.complete = true
  })
  source.on('error', (error) => replay.destroy(error))
  source.on('close', () => fs.rm(file, { force: true }, () => {}))
  return replay
}
