// Uploads never become active content at the origin: an editor's PNG carrying a script, sent as `p.html`, is stored
// as a .png (its sizes too), and every URL that reaches it answers image/png with nosniff and a sandbox CSP. A file
// that is no allowed image is refused with a message in the editor's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import {
  deleteMedia,
  editorAuth,
  fetchAsImage,
  publishWithCover,
  reachablePaths,
  upload,
  uploadScriptedPngAsPage,
  type StoredMedia,
} from '../upload-attack'
import { cacheFiles, growth } from './support/cache-folders'
import { origin } from './support/env'

let auth: Record<string, string>
const made: number[] = []
const cases: number[] = []

beforeAll(async () => {
  auth = await editorAuth(origin, { email: 'admin@studio.local', password: process.env.SEED_ADMIN_PASSWORD! })
})
afterAll(async () => {
  for (const id of cases) await fetch(`${origin}/api/cases/${id}`, { method: 'DELETE', headers: auth })
  for (const id of made) await deleteMedia(origin, auth, id)
})

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2EE6A8' } })
    .png({ compressionLevel: 9 })
    .toBuffer()

describe('an image uploaded under a page’s name', () => {
  it('is stored under its type’s extension, sizes included, and every URL of it answers an inert image/png', async () => {
    const { id, caseId } = await uploadScriptedPngAsPage(origin, auth)
    made.push(id)
    cases.push(caseId)
  })

  it('keeps the seeded media working: served as their image type, inert, and through the image optimizer', async () => {
    const seeded = (await (await fetch(`${origin}/api/media?limit=2&depth=0&sort=id`)).json()).docs as StoredMedia[]
    for (const doc of seeded) {
      const [file] = reachablePaths(doc)
      const res = await fetchAsImage(origin, file)
      expect(res.status, file).toBe(200)
      expect(res.headers.get('content-type'), file).toBe(doc.mimeType)
      expect(res.headers.get('content-security-policy'), file).toBe("default-src 'none'; sandbox")
      const optimized = await fetchAsImage(origin, reachablePaths(doc).at(-1)!)
      expect(optimized.status, file).toBe(200)
      expect(optimized.headers.get('content-type'), file).toMatch(/^image\//)
      // The admin's thumbnail of it.
      const thumbnail = await fetchAsImage(origin, new URL(doc.thumbnailURL!, origin).pathname)
      expect(thumbnail.status, file).toBe(200)
      expect(thumbnail.headers.get('content-type'), file).toBe(doc.mimeType)
    }
  })
})

describe('a file that is no allowed image', () => {
  const page = Buffer.from('<!doctype html><title>x</title><script>alert(1)</script>')

  it('is refused with 400 and says so in Portuguese, or in English when the editor reads English', async () => {
    for (const [language, text] of [
      ['pt', 'Envie uma imagem PNG, JPEG, WebP, AVIF ou GIF'],
      ['en', 'Upload a PNG, JPEG, WebP, AVIF or GIF image'],
    ]) {
      const res = await upload(
        origin,
        auth,
        { data: page, name: 'x.png', type: 'image/png' },
        { 'accept-language': language },
      )
      expect(res.status, language).toBe(400)
      expect(res.body, language).toContain(text)
    }
  })

  it('is refused whatever it is called or declared as', async () => {
    for (const name of ['x.html', 'x.svg', 'x'])
      expect((await upload(origin, auth, { data: page, name, type: 'text/html' })).status, name).toBe(400)
  })
})

describe('an image no published page uses', () => {
  it('is never encoded for a visitor: the optimizer answers 404 and stores nothing, until a published page uses it', async () => {
    // A name of this run's own, as the optimizer's cache outlives the database (see upload-attack.ts).
    const name = `rascunho-${Date.now()}.png`
    const res = await upload(origin, auth, { data: await png(1200, 800), name, type: 'image/png' })
    expect(res.status, res.body).toBe(201)
    const doc = JSON.parse(res.body).doc as StoredMedia
    made.push(doc.id)
    const paths = reachablePaths(doc)
    const optimized = paths.at(-1)!
    const before = cacheFiles(['cache/images'])
    for (const width of [640, 1280, 1920]) {
      const target = optimized.replace('&w=640&', `&w=${width}&`)
      expect((await fetchAsImage(origin, target)).status, target).toBe(404)
    }
    expect(growth(before, cacheFiles(['cache/images'])).added).toEqual([])
    // The file itself: the editor's (the admin, previews), not the public's.
    expect((await fetchAsImage(origin, paths[0])).status).toBe(404)
    expect((await fetchAsImage(origin, paths[0], auth)).status).toBe(200)

    cases.push(await publishWithCover(origin, auth, doc.id))
    expect((await fetchAsImage(origin, optimized)).status).toBe(200)
    expect((await fetchAsImage(origin, paths[0])).status).toBe(200)
  })
})

describe('an image over 50 megapixels', () => {
  it('is refused at upload with 400, saying how large it is, and nothing is stored', async () => {
    const count = async () => (await (await fetch(`${origin}/api/media?limit=0`, { headers: auth })).json()).totalDocs
    const before = await count()
    for (const [language, text] of [
      ['pt', 'Esta imagem tem 8000 × 7000 pixels (56 megapixels); o máximo é 50.'],
      ['en', 'This image is 8000 × 7000 pixels (56 megapixels); the most is 50.'],
    ]) {
      const res = await upload(
        origin,
        auth,
        { data: await png(8000, 7000), name: 'enorme.png', type: 'image/png' },
        { 'accept-language': language },
      )
      expect(res.status, language).toBe(400)
      expect(res.body, language).toContain(text)
    }
    expect(await count()).toBe(before)
  })
})
