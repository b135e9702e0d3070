import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

/**
 * Holds back an HTML response until its body is complete, so headers that depend on the body
 * (the CSP's script hashes) can be set, or the body replaced (the server-rendered 404), before
 * anything is sent. Other responses pass through untouched the moment their type is known.
 * Prerendered pages reach here as one buffer anyway; only dynamic renders (drafts, the admin)
 * lose their streaming, which they can afford.
 *
 * Hand-written: Node has no hook for "headers from the body", and Next none for its static
 * responses. The patch covers the ServerResponse methods Next uses to answer (writeHead,
 * setHeader before write, write, end, flushHeaders).
 */

export type HtmlResult = { body: Buffer; status?: number; headers?: Record<string, string> }
export type HtmlTransform = (html: Buffer, status: number) => Promise<HtmlResult>

type WriteHeadArgs = [statusCode: number, statusMessage?: string | OutgoingHttpHeaders, headers?: OutgoingHttpHeaders]

export function holdHtml(res: ServerResponse, transform: HtmlTransform, onError: (error: unknown) => void): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided'
  const chunks: Buffer[] = []
  let pendingStatusMessage: string | undefined

  const restore = () => Object.assign(res, original)
  const decide = (): 'hold' | 'pass' => {
    if (mode !== 'undecided') return mode
    const type = String(res.getHeader('content-type') ?? '')
    mode = /^text\/html/i.test(type) && !res.getHeader('content-encoding') ? 'hold' : 'pass'
    if (mode === 'pass') restore()
    return mode
  }
  const toBuffer = (chunk: unknown, encoding?: BufferEncoding) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, encoding)
        : Buffer.from(chunk as Uint8Array)

  res.writeHead = function (this: ServerResponse, ...args: WriteHeadArgs) {
    const [status, second, third] = args
    const headers = typeof second === 'object' ? second : third
    res.statusCode = status
    if (typeof second === 'string') pendingStatusMessage = second
    if (headers) {
      // Array form ([k, v, k, v]) or object form.
      if (Array.isArray(headers))
        for (let i = 0; i < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as string)
      else for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v)
    }
    if (decide() === 'pass')
      return (original.writeHead as (...a: unknown[]) => ServerResponse).call(
        res,
        status,
        ...(pendingStatusMessage ? [pendingStatusMessage] : []),
      )
    return res
  } as ServerResponse['writeHead']

  res.flushHeaders = function () {
    if (decide() === 'pass') original.flushHeaders.call(res)
  }

  res.write = function (chunk: unknown, encoding?: unknown, cb?: unknown) {
    if (decide() === 'pass') return (original.write as (...a: unknown[]) => boolean).call(res, chunk, encoding, cb)
    const callback = typeof encoding === 'function' ? encoding : cb
    chunks.push(toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined))
    if (typeof callback === 'function') process.nextTick(callback as () => void)
    return true
  } as ServerResponse['write']

  res.end = function (chunk?: unknown, encoding?: unknown, cb?: unknown) {
    const end = res.end as (...a: unknown[]) => ServerResponse
    if (typeof chunk === 'function') return end(undefined, undefined, chunk)
    if (typeof encoding === 'function') return end(chunk, undefined, encoding)
    if (decide() === 'pass') return (original.end as (...a: unknown[]) => ServerResponse).call(res, chunk, encoding, cb)
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding as BufferEncoding | undefined))
    restore()
    transform(Buffer.concat(chunks), res.statusCode)
      .then(({ body, status, headers }) => {
        if (status) res.statusCode = status
        for (const [k, v] of Object.entries(headers ?? {})) res.setHeader(k, v)
        res.removeHeader('transfer-encoding')
        if (res.req?.method !== 'HEAD') res.setHeader('content-length', body.length)
        if (pendingStatusMessage && !status) res.writeHead(res.statusCode, pendingStatusMessage)
        res.end(res.req?.method === 'HEAD' ? undefined : body, cb as () => void)
      })
      .catch((error) => {
        onError(error)
        if (!res.headersSent) {
          res.statusCode = 500
          res.setHeader('content-type', 'text/plain; charset=utf-8')
        }
        res.end()
      })
    return res
  } as ServerResponse['end']
}
