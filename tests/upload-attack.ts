// The upload attack the media suites perform (tests/server at the origin, tests/cluster through the HTTPS front): a
// real PNG with a script in a text chunk, sent by an editor through the REST API under the name `p.html`. Whatever
// serves the stored file must never hand it to a browser as a page of the site's origin.
import zlib from 'node:zlib'
import sharp from 'sharp'
import { expect } from 'vitest'
import { seoOf } from './publishable'

export type Answer = { status: number; headers: Headers; body: string }

/** A 600×40 PNG (wide enough for the 480 px size) with `<script>alert(1)</script>` in a tEXt chunk after IHDR. */
export async function scriptedPng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 600, height: 40, channels: 3, background: '#2EE6A8' } })
    .png()
    .toBuffer()
  const type = Buffer.from('tEXt', 'latin1')
  const text = Buffer.from('Comment\0<script>alert(1)</script>', 'latin1')
  const length = Buffer.alloc(4)
  length.writeUInt32BE(text.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([type, text])))
  // The signature (8 bytes) and IHDR (25) come first.
  return Buffer.concat([png.subarray(0, 33), length, type, text, crc, png.subarray(33)])
}

async function call(origin: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(origin + path, { redirect: 'manual', ...init })
  return { status: res.status, headers: res.headers, body: await res.text() }
}

/** A new editor (not an admin), made by the admin `admin`, and their Authorization header. */
export async function editorAuth(
  origin: string,
  admin: { email: string; password: string },
): Promise<Record<string, string>> {
  const json = { 'content-type': 'application/json' }
  const login = async (who: { email: string; password: string }) => {
    const res = await call(origin, '/api/users/login', { method: 'POST', headers: json, body: JSON.stringify(who) })
    if (res.status !== 200) throw new Error(`login of ${who.email}: ${res.status} ${res.body}`)
    return { authorization: `JWT ${JSON.parse(res.body).token}` }
  }
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  const editor = { email: `uploader-${stamp}@studio.local`, password: `pw-${stamp}-ok` }
  const made = await call(origin, '/api/users', {
    method: 'POST',
    headers: { ...json, ...(await login(admin)) },
    body: JSON.stringify({ ...editor, roles: ['editor'] }),
  })
  if (made.status !== 201) throw new Error(`creating an editor: ${made.status} ${made.body}`)
  return login(editor)
}

/** Sends `data` as the media file `name` (declared as `type`), the way the admin's upload form does. */
export function upload(
  origin: string,
  auth: Record<string, string>,
  file: { data: Buffer; name: string; type: string },
  headers: Record<string, string> = {},
): Promise<Answer> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  form.append('_payload', JSON.stringify({ alt: 'Upload test' }))
  return call(origin, '/api/media', { method: 'POST', headers: { ...auth, ...headers }, body: form })
}

export type StoredMedia = {
  id: number
  filename: string
  mimeType: string
  url: string
  /** What the admin shows in lists and upload fields (the `thumb` size). */
  thumbnailURL: string | null
  sizes: Record<string, { filename: string | null; url: string | null }>
}

/** Every path the stored upload can be fetched under: the file, each generated size, the image optimizer's copy. */
export function reachablePaths(doc: StoredMedia): string[] {
  const files = [doc.url, ...Object.values(doc.sizes).flatMap((s) => (s.url ? [s.url] : []))].map(
    (url) => new URL(url, 'http://x').pathname,
  )
  return [...files, `/_next/image?url=${encodeURIComponent(files[0])}&w=640&q=75`]
}

/** GET `path`, asking for PNG only (so the image optimizer keeps the format); as a visitor unless `auth` is given. */
export const fetchAsImage = (origin: string, path: string, auth: Record<string, string> = {}) =>
  call(origin, path, { headers: { accept: 'image/png,*/*;q=0.1', ...auth } })

/** Publishes a case with the upload `media` as its cover, so visitors may see it; returns the case's id. */
export async function publishWithCover(origin: string, auth: Record<string, string>, media: number): Promise<number> {
  const slug = `caso-com-upload-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
  const res = await call(origin, '/api/cases?locale=pt', {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: `Upload ${slug}`,
      slug,
      year: 2025,
      cover: media,
      ...seoOf('pt'),
      _status: 'published',
    }),
  })
  expect(res.status, res.body).toBe(201)
  return JSON.parse(res.body).doc.id
}

export const deleteMedia = (origin: string, auth: Record<string, string>, id: number) =>
  call(origin, `/api/media/${id}`, { method: 'DELETE', headers: auth })

/** An answer a browser could not run as a page: an image type, no sniffing, and a sandbox that allows no scripts. */
export function expectInert(res: Answer, path: string) {
  expect(res.status, path).toBe(200)
  expect(res.headers.get('content-type'), path).toMatch(/^image\/png/)
  expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
  const csp = res.headers.get('content-security-policy') ?? ''
  expect(csp, path).toMatch(/(^|;)\s*sandbox\s*(;|$)/)
  expect(csp, path).not.toMatch(/allow-scripts/)
}

/**
 * The attack: an editor uploads the scripted PNG as `p.html`. Checks it was stored under .png, its 480 px size too, and
 * that every URL of it answers an inert image/png (once a published case uses it, for visitors) while the name it was
 * sent under reaches nothing; returns the doc and the case's id.
 */
export async function uploadScriptedPngAsPage(
  origin: string,
  auth: Record<string, string>,
): Promise<StoredMedia & { caseId: number }> {
  // A name of this run's own: Next's image optimizer keeps what it encoded under the file's URL for 30 days, in the
  // build folder, across databases.
  const page = `p${Date.now()}`
  const res = await upload(origin, auth, { data: await scriptedPng(), name: `${page}.html`, type: 'text/html' })
  expect(res.status, res.body).toBe(201)
  const doc = JSON.parse(res.body).doc as StoredMedia
  expect(doc.filename).toMatch(new RegExp(`^${page}(-\\d+)?\\.png$`))
  expect(doc.mimeType).toBe('image/png')
  const base = doc.filename.replace(/\.png$/, '')
  expect(doc.sizes.thumb.filename).toBe(`${base}-480x32.png`)
  const paths = reachablePaths(doc)
  expect(paths).toContain(`/api/media/file/${base}-480x32.png`)
  // As the editor sees it; visitors see it only once a published page uses it, and then the optimizer's copy too.
  for (const path of paths.slice(0, -1)) expectInert(await fetchAsImage(origin, path, auth), path)
  expect((await fetchAsImage(origin, paths.at(-1)!)).status).toBe(404)
  const caseId = await publishWithCover(origin, auth, doc.id)
  for (const path of paths) expectInert(await fetchAsImage(origin, path), path)
  const asSent = await fetchAsImage(origin, `/api/media/file/${page}.html`)
  expect(asSent.status).toBe(404)
  expect(asSent.headers.get('content-type')).not.toMatch(/html/)
  return { ...doc, caseId }
}
