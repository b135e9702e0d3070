// Uploads never become active content at the origin: an editor's PNG carrying a script, sent as `p.html`, is stored
// as a .png (its sizes too), and every URL that reaches it answers image/png with nosniff and a sandbox CSP. A file
// that is no allowed image is refused with a message in the editor's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  deleteMedia,
  editorAuth,
  fetchAsImage,
  reachablePaths,
  upload,
  uploadScriptedPngAsPage,
  type StoredMedia,
} from '../upload-attack'
import { origin } from './support/env'

let auth: Record<string, string>
const made: number[] = []

beforeAll(async () => {
  auth = await editorAuth(origin, { email: 'admin@studio.local', password: process.env.SEED_ADMIN_PASSWORD! })
})
afterAll(async () => {
  for (const id of made) await deleteMedia(origin, auth, id)
})

describe('an image uploaded under a page’s name', () => {
  it('is stored under its type’s extension, sizes included, and every URL of it answers an inert image/png', async () => {
    made.push((await uploadScriptedPngAsPage(origin, auth)).id)
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
