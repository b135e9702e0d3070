// Large bodies before sign-in: anonymous uploads are refused on their headers, before a byte of the body is read,
// so a flood of them costs the server no memory; a signed-in editor's upload goes to disk, not memory. On a server of
// its own, whose memory this test reads.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyOfE2eDatabase, residentBytes, scratch, startOwnServer, type OwnServer } from './support/own-server'
import { signIn } from './support/sign-in'

const MiB = 1024 * 1024
const { dir, remove } = scratch('studio-uploads-')
let server: OwnServer

// The server's temporary folder, its own: what it spools is counted there, whatever else runs on the machine.
const tmp = path.join(dir, 'tmp')
beforeAll(async () => {
  fs.mkdirSync(tmp)
  server = await startOwnServer(dir, await copyOfE2eDatabase(dir, 'site.db'), { env: { TMPDIR: tmp } })
})
afterAll(() => {
  server?.child.kill('SIGKILL')
  remove()
})

/**
 * Sends a multipart POST that declares `size` bytes and writes them as fast as the server takes them; resolves with
 * the status once answered (the server may answer, and close, before the body is sent).
 */
function upload(path: string, size: number, headers: Record<string, string> = {}): Promise<number | string> {
  // With Expect: 100-continue the body waits for the server's go-ahead, as curl does for large bodies.
  const waits = /100-continue/i.test(headers.expect ?? '')
  const boundary = 'studio-upload-test'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const chunk = Buffer.alloc(256 * 1024, 7)
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(size),
        ...headers,
      },
    })
    req.on('response', (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    // The server answers and closes without reading the body: writing on may fail before the answer is read.
    req.on('error', (error: NodeJS.ErrnoException) =>
      ['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? resolve(error.code!) : reject(error),
    )
    let left = size - head.length - tail.length
    const pump = () => {
      while (left > 0) {
        const part = left >= chunk.length ? chunk : chunk.subarray(0, left)
        left -= part.length
        if (!req.write(part)) return void req.once('drain', pump)
      }
      req.end(tail)
    }
    const start = () => {
      req.write(head)
      pump()
    }
    if (waits) req.on('continue', start)
    else start()
  })
}

/** Runs `attack` while sampling the server's resident memory; returns the highest growth over idle and the result. */
async function peakGrowth<T>(attack: () => Promise<T>): Promise<{ growth: number; result: T }> {
  for (let i = 0; i < 5; i++) await fetch(`${server.origin}/`)
  const idle = residentBytes(server.child.pid!)
  let peak = idle
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(server.child.pid!))), 20)
  try {
    const result = await attack()
    return { growth: peak - idle, result }
  } finally {
    clearInterval(sampler)
  }
}

const spooled = () => fs.readdirSync(tmp)

describe('uploads before and after sign-in', () => {
  it('refuses 40 parallel anonymous 63 MiB uploads on their headers: memory stays within 200 MB, pages answer', async () => {
    const { growth, result } = await peakGrowth(async () => {
      const uploads = Array.from({ length: 40 }, () => upload('/api/media', 63 * MiB))
      const page = await fetch(`${server.origin}/`)
      return { statuses: await Promise.all(uploads), page: page.status }
    })
    console.log(`anonymous uploads: 40 × 63 MiB, peak memory growth ${(growth / MiB).toFixed(0)} MiB`)
    // Each is answered 401 at once; a client still writing its body may see the closed connection first.
    expect(result.statuses.filter((s) => s !== 401 && s !== 'EPIPE' && s !== 'ECONNRESET')).toEqual([])
    expect(result.page).toBe(200)
    const one = await fetch(`${server.origin}/api/media`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xx' },
      body: Buffer.alloc(1024 * 1024),
    })
    expect(await upload('/api/media', 63 * MiB, { expect: '100-continue' })).toBe(401)
    expect([one.status, await one.text()]).toEqual([
      401,
      JSON.stringify({ errors: [{ message: 'Sign in as an editor to upload' }] }),
    ])
    expect(growth).toBeLessThan(200 * MiB)
  })

  it('streams a signed-in editor’s upload to disk, not memory, and refuses one over 64 MiB', async () => {
    const adminToken = await signIn(server.origin)
    const editor = { email: `uploader-${Date.now()}@studio.test`, password: 'a-long-password-1', roles: ['editor'] }
    const made = await fetch(`${server.origin}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${adminToken}` },
      body: JSON.stringify(editor),
    })
    expect(made.status).toBe(201)
    const auth = { authorization: `JWT ${await signIn(server.origin, editor.email, editor.password)}` }
    const before = spooled()
    const { growth, result } = await peakGrowth(() =>
      Promise.all([1, 2, 3].map(() => upload('/api/media', 63 * MiB, auth))),
    )
    console.log(`editor uploads: 3 × 63 MiB, peak memory growth ${(growth / MiB).toFixed(0)} MiB`)
    // Read whole, then refused by Payload: the bytes are no image.
    expect(result).toEqual([400, 400, 400])
    expect(growth).toBeLessThan(200 * MiB)
    // Over the limit it declares: refused before the client sends its body.
    expect(await upload('/api/media', 65 * MiB, { ...auth, expect: '100-continue' })).toBe(413)
    // Checked on the way to disk: a broken body is a 400, never a 500 from Payload's own parser.
    const broken = await fetch(`${server.origin}/api/media`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=xx' },
      body: 'garbage',
    })
    expect(broken.status).toBe(400)
    expect(await broken.text()).toMatch(/Malformed multipart body/)
    // Nothing is left behind in the temporary folder.
    expect(spooled()).toEqual(before)
  })
})
