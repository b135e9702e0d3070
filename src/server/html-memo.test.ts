import zlib from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { htmlMemo, preferredEncoding } from './html-memo'

describe('preferredEncoding', () => {
  it('picks brotli, then gzip, else none, honouring q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('gzip')).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip')
    expect(preferredEncoding(undefined)).toBe('identity')
    expect(preferredEncoding('deflate')).toBe('identity')
  })
})

describe('htmlMemo', () => {
  it('prepares a document, its headers and each encoding once, and the bytes decode to the prepared document', () => {
    const headersFor = vi.fn((html: string) => ({ html, headers: { 'content-security-policy': `len=${html.length}` } }))
    const transform = htmlMemo(headersFor)
    const html = Buffer.from('<!doctype html><html><body>' + 'studio '.repeat(500) + '</body></html>')
    const a = transform(html, 'br')
    const b = transform(Buffer.from(html), 'br')
    const c = transform(html, 'gzip')
    const plain = transform(html, 'identity')
    expect(headersFor).toHaveBeenCalledTimes(1)
    expect(b.body).toBe(a.body)
    expect(a.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(a.body).equals(html)).toBe(true)
    expect(zlib.gunzipSync(c.body).equals(html)).toBe(true)
    expect(plain.body.equals(html)).toBe(true)
    expect(plain.headers['content-encoding']).toBeUndefined()
    // Another document is another entry.
    transform(Buffer.from('<html>other</html>'), 'gzip')
    expect(headersFor).toHaveBeenCalledTimes(2)
  })
})

describe('htmlMemo and brotli', () => {
  it('answers at once with quality 5, then with the smaller quality 11 worked out off the event loop', async () => {
    const transform = htmlMemo((html) => ({ html, headers: {} }))
    // Varied enough that quality 11 beats quality 5, as it does on the site's pages.
    const words = Array.from(
      { length: 4000 },
      (_, i) => `<p class="c${i % 37}">studio ${(i * 7919) % 1013} arte ${i % 89}</p>`,
    ).join('')
    const html = Buffer.from(`<!doctype html><html><body>${words}</body></html>`)
    const first = transform(html, 'br').body
    expect(
      first.equals(
        zlib.brotliCompressSync(html, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
        }),
      ),
    ).toBe(true)
    await transform.idle()
    const later = transform(html, 'br').body
    expect(later.length).toBeLessThan(first.length)
    expect(zlib.brotliDecompressSync(later).equals(html)).toBe(true)
  })

  it('does not bring back a document that left the memo while its quality 11 was being made', async () => {
    const prepare = vi.fn((html: string) => ({ html, headers: {} }))
    const page = (n: number) =>
      Buffer.from(
        `<!doctype html><html><body>${Array.from({ length: 3000 }, (_, i) => `<p>${n} ${(i * 7919) % 1013}</p>`).join('')}</body></html>`,
      )
    const [a, b] = [page(1), page(2)]
    // Room for one document with its brotli bytes, not two.
    const transform = htmlMemo(prepare, Math.round(1024 + a.length * 1.5))
    const first = transform(a, 'br').body
    transform(b, 'identity') // a is evicted; its quality 11 is still being made
    await transform.idle()
    expect(first.length).toBeGreaterThan(0)
    // b is still memoized and a is not: had the late quality 11 put a back, it would have pushed b out.
    transform(b, 'identity')
    expect(prepare).toHaveBeenCalledTimes(2)
    transform(a, 'identity')
    expect(prepare).toHaveBeenCalledTimes(3)
  })
})

describe('htmlMemo with a rewrite', () => {
  it('sends and compresses the rewritten document, and keys it by the original', () => {
    const prepare = vi.fn((html: string) => ({
      html: html.replace('draft', 'final'),
      headers: { 'x-length': String(html.length) },
    }))
    const transform = htmlMemo(prepare)
    const original = Buffer.from('<html><body>draft</body></html>')
    expect(transform(original, 'identity').body.toString()).toBe('<html><body>final</body></html>')
    expect(zlib.brotliDecompressSync(transform(original, 'br').body).toString()).toBe('<html><body>final</body></html>')
    expect(prepare).toHaveBeenCalledTimes(1)
  })
})
