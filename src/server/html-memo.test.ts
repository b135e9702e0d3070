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
  it('computes the headers and each encoding of a document once, and the bytes decode to the document', () => {
    const headersFor = vi.fn((html: string) => ({ 'content-security-policy': `len=${html.length}` }))
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
    expect(plain.body).toBe(html)
    expect(plain.headers['content-encoding']).toBeUndefined()
    // Another document is another entry.
    transform(Buffer.from('<html>other</html>'), 'gzip')
    expect(headersFor).toHaveBeenCalledTimes(2)
  })
})
