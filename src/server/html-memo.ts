import { hash } from 'node:crypto'
import zlib from 'node:zlib'
import { LRUCache } from 'lru-cache'

/**
 * What the server does to an HTML answer (paint-first's rewrite, its CSP's script hashes, its
 * compression) depends on its bytes alone, and a static page's bytes are the same until an editor
 * publishes. A profile of /cases showed that work, gzip above all, to be most of a cached page's
 * cost at the origin, so it is done once per distinct document and kept, bounded in bytes. Only
 * for shareable (static) pages: 404s and private renders could be made unique per request.
 *
 * Brotli: the first answer is quality 5 (/cases, 78 KB: 7 ms for 10.3 KB, where quality 9 took
 * over 300 ms). Quality 11 is then made once, on zlib's thread pool, and serves every later
 * visitor: home 16.5 → 14.6 KB. Gzip is level 9 (4 ms) for the other browsers.
 */
export type Encoding = 'br' | 'gzip' | 'identity'
type Done = { html: Buffer; headers: Record<string, string>; br?: Buffer; gzip?: Buffer }
/** The document as it leaves (rewritten or not) and the headers that depend on its bytes. */
export type Prepared = { html: string; headers: Record<string, string> }

export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name.trim().toLowerCase())
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip') || accepted.includes('*')) return 'gzip'
  return 'identity'
}

const brotliOptions = (input: Buffer, quality: number) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length },
})

export function htmlMemo(prepare: (html: string) => Prepared, maxBytes = 64 * 1024 * 1024) {
  const memo = new LRUCache<string, Done>({
    maxSize: maxBytes,
    sizeCalculation: (d) => 1024 + d.html.length + (d.br?.length ?? 0) + (d.gzip?.length ?? 0),
  })
  // Quality-11 work under way; `idle()` waits for it (tests, and nothing else, need to know).
  const pending = new Set<Promise<void>>()
  const transform = (original: Buffer, encoding: Encoding): { headers: Record<string, string>; body: Buffer } => {
    const key = hash('sha1', original)
    let done = memo.get(key)
    if (!done) {
      const prepared = prepare(original.toString('utf8'))
      memo.set(key, (done = { html: Buffer.from(prepared.html), headers: prepared.headers }))
    }
    const html = done.html
    if (encoding === 'identity') return { headers: done.headers, body: html }
    if (encoding === 'br' && !done.br) {
      done.br = zlib.brotliCompressSync(html, brotliOptions(html, 5))
      const entry = done
      const work = new Promise<void>((resolve) =>
        zlib.brotliCompress(html, brotliOptions(html, 11), (error, better) => {
          resolve()
          // Kept only while this document is still the one memoized (an edit may have replaced it).
          if (error || better.length >= entry.br!.length || memo.peek(key) !== entry) return
          entry.br = better
          memo.set(key, entry)
        }),
      )
      pending.add(work)
      void work.then(() => pending.delete(work))
    } else if (encoding === 'gzip') done.gzip ??= zlib.gzipSync(html, { level: 9 })
    memo.set(key, done)
    return {
      headers: { ...done.headers, 'content-encoding': encoding },
      body: encoding === 'br' ? done.br! : done.gzip!,
    }
  }
  return Object.assign(transform, { idle: async () => void (await Promise.all(pending)) })
}
