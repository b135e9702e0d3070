// The HTTPS front: http → https, files nginx serves itself (build assets pre-compressed and
// immutable, media from the shared folder) with the same security headers as the app, uploads that
// never become pages, and Mozilla's HTTP Observatory grade over https with a certificate the client trusts.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { observatory, summary } from '../../scripts/observatory.mjs'
import { editorAuth, fetchAsImage, scriptedPng, uploadScriptedPngAsPage } from '../upload-attack'
import { seoOf } from '../publishable'
import { admin, adminAuth, apps, front, httpPort, httpsPort, json, rawValues, request, within } from './support'

describe('the HTTPS front', () => {
  it('sends http to https on the same host, on the http port and on the https one', async () => {
    for (const port of [httpPort, httpsPort]) {
      const res = await request(`http://localhost:${port}/cases?x=1`)
      expect(res.status).toBe(301)
      expect(res.headers.location).toBe(`${front}/cases?x=1`)
    }
  })

  it('serves build assets itself: pre-compressed, cached for good, with the security headers', async () => {
    const html = (await request(`${front}/`)).body
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeTruthy()
    const res = await request(front + script!, { headers: { 'accept-encoding': 'gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{8}/)
    // Not proxied: the instances never saw it (their own answers carry no X-Cache-Status either way).
    expect(res.headers['x-cache-status']).toBeUndefined()
  })

  it('serves uploaded media from the shared folder', async () => {
    const media = JSON.parse((await request(`${apps[0]}/api/media?limit=1&depth=0`)).body).docs[0]
    const res = await request(`${front}/api/media/file/${encodeURIComponent(media.filename)}`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe(media.mimeType)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
  })

  it('an editor’s PNG carrying a script, uploaded as p.html, is a .png and every URL of it answers an inert image/png', async () => {
    await uploadScriptedPngAsPage(front, await editorAuth(front, admin))
  })

  it('never serves a file of the media folder by a name that is not an image type’s', async () => {
    // As one stored before names followed types would be: the same bytes under a page's name.
    const name = `legacy-${Date.now()}.html`
    const file = path.join(process.env.MEDIA_DIR!, name)
    fs.writeFileSync(file, await scriptedPng())
    try {
      const res = await fetchAsImage(front, `/api/media/file/${name}`)
      expect(res.status).toBe(404)
      expect(res.body).not.toContain('<script>')
    } finally {
      fs.rmSync(file)
    }
  })

  it('passes each redirect on with one Location, relative: the browser stays at the front’s address', async () => {
    const auth = await adminAuth()
    const slug = `cluster-caso-${Date.now()}`
    const cover = JSON.parse((await request(`${apps[0]}/api/media?limit=1&depth=0`)).body).docs[0].id
    const made = await request(`${apps[0]}/api/cases?locale=pt`, {
      method: 'POST',
      ...json({ title: `Caso ${slug}`, slug, year: 2025, cover, ...seoOf('pt'), _status: 'published' }, auth),
    })
    expect(made.status, made.body).toBe(201)
    const renamed = await request(`${apps[0]}/api/cases/${JSON.parse(made.body).doc.id}?locale=pt`, {
      method: 'PATCH',
      ...json({ slug: `${slug}-novo`, _status: 'published' }, auth),
    })
    expect(renamed.status, renamed.body).toBe(200)
    const preview = '/next/preview?path=%2Fcases'
    for (const [target, to] of [
      [`/case/${slug}`, `/case/${slug}-novo`],
      ['/pt/cases', '/cases'],
      ['/cases/', '/cases'],
      [preview, `/admin/login?redirect=${encodeURIComponent(preview)}`],
    ]) {
      // Every redirect answer, the first (the render that made it) included.
      const seen: string[][] = []
      await within(
        5000,
        async () => {
          const answer = await request(front + target)
          if (answer.status >= 300 && answer.status < 400) seen.push(rawValues(answer, 'location'))
          return seen.length > 0
        },
        `${target} redirects`,
      )
      seen.push(rawValues(await request(front + target), 'location'))
      expect({ target, seen }).toEqual({ target, seen: seen.map(() => [to]) })
    }
  })

  it('sends HSTS and the full set of security headers on pages', async () => {
    const res = await request(`${front}/en/cases`)
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/)
    expect(res.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/)
  })

  it('grades A+ in Mozilla’s HTTP Observatory', async () => {
    const result = await observatory(`localhost:${httpsPort}`)
    console.log(summary(result))
    expect(result.scan.grade).toBe('A+')
  }, 60_000)
})
