// What a crawler or a browser without JavaScript gets in the HTML itself: the 404 page rendered by
// the server (Next leaves an empty shell there, vercel/next.js#62228), and where home lives.
import fs from 'node:fs'
import path from 'node:path'
import fontverter from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'
import { parse } from 'parse5'
import { afterAll, describe, expect, it } from 'vitest'
import { origin } from './support/env'
import { closeAgents, send } from './support/http'

afterAll(() => closeAgents())

async function html(target: string) {
  const a = await send(origin, {
    method: 'GET',
    target,
    headers: { accept: 'text/html', 'accept-encoding': 'identity' },
  })
  if ('error' in a) throw new Error(a.error)
  return { status: a.status, headers: a.headers, body: a.body.toString('utf8') }
}

describe('the not-found page, without JavaScript', () => {
  const cases = [
    { target: '/pagina-que-nao-existe', lang: 'pt-BR', sentence: 'Esta página não pôde ser encontrada.' },
    { target: '/case/caso-que-nao-existe', lang: 'pt-BR', sentence: 'Esta página não pôde ser encontrada.' },
    { target: '/posts/artigo-que-nao-existe', lang: 'pt-BR', sentence: 'Esta página não pôde ser encontrada.' },
    { target: '/en/no-such-page', lang: 'en-US', sentence: 'This page could not be found.' },
    { target: '/en/case/no-such-case', lang: 'en-US', sentence: 'This page could not be found.' },
    { target: '/en/what-we-do/no-such-service', lang: 'en-US', sentence: 'This page could not be found.' },
  ]
  for (const { target, lang, sentence } of cases) {
    it(`${target}: 404, in the site layout, with <html lang="${lang}"> and the sentence in the HTML`, async () => {
      const { status, headers, body } = await html(target)
      expect(status).toBe(404)
      expect(body).not.toContain('__next_error__')
      expect(body).toMatch(new RegExp(`<html[^>]* lang="${lang}"`))
      expect(body).toContain(sentence)
      // The site's own header and footer around it.
      expect(body).toMatch(/<header/)
      expect(body).toMatch(/<footer/)
      expect(body).toMatch(/<meta name="robots" content="noindex/)
      expect(headers['cache-control']).toMatch(/no-store/)
    })
  }
  it('is itself never a 200, even when asked for by name', async () => {
    expect((await html('/not-found-page')).status).toBe(404)
    expect((await html('/en/not-found-page')).status).toBe(404)
  })
})

describe('home', () => {
  for (const [target, canonical] of [
    ['/', ''],
    ['/en', '/en'],
  ]) {
    it(`${target} names its canonical URL and its other-language alternates`, async () => {
      const { body } = await html(target)
      const head = body.slice(0, body.indexOf('</head>'))
      const links = [
        ...head.matchAll(/<link rel="(canonical|alternate)"(?: hrefLang="([^"]+)")? href="([^"]+)"\/>/g),
      ].map((m) => [m[1], m[2] ?? '', m[3]])
      expect(links).toEqual([
        ['canonical', '', `${origin}${canonical}`],
        ['alternate', 'pt-BR', origin],
        ['alternate', 'en-US', `${origin}/en`],
        ['alternate', 'x-default', origin],
      ])
    })
  }
})

describe('what a page carries', () => {
  it('carries no message catalogue: only the strings its islands use', async () => {
    for (const target of ['/cases', '/en/posts']) {
      const { body } = await html(target)
      // Sentences only the server uses (e-mails, API answers) or other pages show.
      for (const absent of [
        'Confirme sua inscrição na newsletter',
        'Confirm your newsletter subscription',
        'Muitas tentativas em pouco tempo',
        'Too many attempts',
        '"offlinePage"',
        '"budgets"',
      ])
        expect(body, `${target}: ${absent}`).not.toContain(absent)
    }
  })

  // Both faces are on the first screen. Inter found only through the stylesheet was fetched at
  // the highest priority and counted as render-blocking in Lighthouse's simulation (mobile FCP
  // ≈ 1.4 s); preloaded, it starts with the display face and FCP measured ≈ 0.95–1.1 s.
  it('preloads the first screen’s two faces and nothing else as a font', async () => {
    const { body } = await html('/')
    const preloads = [...body.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1])
    expect(preloads).toHaveLength(2)
    expect(preloads.find((href) => /space_grotesk/.test(href))).toBeTruthy()
    expect(preloads.find((href) => /inter/.test(href))).toBeTruthy()
  })

  // On a phone the first card image is the largest paint of the lists (cards without a cover,
  // which the e2e suite creates, have none); lazy, it waited for
  // layout and scripts (Lighthouse mobile /posts: LCP 3.3 s → 2.2 s with it eager and preloaded).
  const cardImages = (body: string) =>
    [...body.matchAll(/<img [^>]*>/g)].map((m) => m[0]).filter((img) => img.includes('/_next/image'))
  for (const target of ['/posts', '/en/posts', '/cases', '/en/cases']) {
    it(`${target}: the first card image is eager, high priority and preloaded; the rest are lazy`, async () => {
      const { body } = await html(target)
      const images = cardImages(body)
      expect(images.length).toBeGreaterThan(2)
      expect(images[0]).toContain('loading="eager"')
      expect(images[0]).toMatch(/fetchPriority="high"/i)
      // Any other preloaded image would share the phone's link with the largest paint.
      expect(images.slice(1).filter((img) => !img.includes('loading="lazy"'))).toEqual([])
      const first = images[0].match(/srcSet="([^"\s]+)/)![1]
      expect(body.match(/<link rel="preload" as="image"[^>]*>/g)).toEqual([
        expect.stringContaining(`fetchPriority="high" imageSrcSet="${first}`),
      ])
    })
  }
  for (const target of ['/', '/en']) {
    it(`${target}: each client logo names a 1x and a 2x file, not one per configured width`, async () => {
      const { body } = await html(target)
      const section = body.slice(
        body.indexOf('<section id="clients"'),
        body.indexOf('</section>', body.indexOf('<section id="clients"')),
      )
      const logos = cardImages(section)
      expect(logos.length).toBeGreaterThan(0)
      for (const logo of logos)
        expect(
          logo
            .match(/srcSet="([^"]+)"/)![1]
            .split(', ')
            .map((c) => c.split(' ')[1]),
        ).toEqual(['1x', '2x'])
    })
    it(`${target}: no image is preloaded or eager (the hero's statement is the first screen's largest paint)`, async () => {
      const { body } = await html(target)
      expect(body).not.toMatch(/<link rel="preload" as="image"/)
      expect(cardImages(body).filter((img) => !img.includes('loading="lazy"'))).toEqual([])
    })
  }
})

// parse5's tree, and the text a browser shows from it (scripts, styles and noscript left out).
type Node = { nodeName: string; value?: string; childNodes?: Node[]; content?: Node }
const shown = (node: Node): string =>
  node.nodeName === '#text'
    ? node.value!
    : ['script', 'style', 'noscript'].includes(node.nodeName)
      ? ''
      : ((node.content ?? node).childNodes?.map(shown).join('') ?? '')

// A character in neither face sends the browser through the system's fonts for a fallback during
// the first layout (a fontconfig lookup on Linux), and a phone draws whatever it finds there: ▶
// became a colour emoji. Drawn icons (components/ui/icon) replaced the two such glyphs.
describe('the text of a page', () => {
  const glyphs = async (file: string) => {
    const font = await fontverter.convert(
      fs.readFileSync(path.join(process.cwd(), 'src/components/ui/fonts/files', file)),
      'sfnt',
    )
    return new Set<number>(new Face(new Blob(font), 0).collectUnicodes())
  }
  for (const target of [
    '/',
    '/en',
    '/cases',
    '/en/posts',
    '/posts/desempenho-e-design',
    '/what-we-do',
    '/termos-de-uso',
    '/en/politica-de-privacidade',
  ]) {
    it(`${target}: every character it shows is in both of the site's faces`, async () => {
      // One after the other: fontverter's woff2 decoder is one shared WebAssembly instance.
      const display = await glyphs('space-grotesk.woff2')
      const body = await glyphs('inter.woff2')
      const text = shown(parse((await html(target)).body) as Node)
      expect(text.length).toBeGreaterThan(500)
      const missing = [...new Set(text)].filter(
        (c) => c.codePointAt(0)! > 0x20 && !(display.has(c.codePointAt(0)!) && body.has(c.codePointAt(0)!)),
      )
      expect(missing).toEqual([])
    })
  }
})

describe('the links of a page', () => {
  const links = (node: Node): Node[] => [
    ...(node.nodeName === 'a' ? [node] : []),
    ...((node.content ?? node).childNodes?.flatMap(links) ?? []),
  ]
  // What Lighthouse's SEO audit (link-text) and search engines take for a link that says nothing.
  const generic = [
    'learn more',
    'read more',
    'more',
    'click here',
    'here',
    'saiba mais',
    'leia mais',
    'mais',
    'clique aqui',
    'aqui',
    'veja mais',
  ]
  for (const target of ['/what-we-do', '/en/what-we-do', '/', '/en', '/posts', '/en/cases']) {
    it(`${target}: no link's text is only "learn more" or the like`, async () => {
      const all = links(parse((await html(target)).body) as Node)
      expect(all.length).toBeGreaterThan(10)
      expect(
        all.map((a) => shown(a).replace(/\s+/g, ' ').trim()).filter((t) => generic.includes(t.toLowerCase())),
      ).toEqual([])
    })
  }
})

// src/next-adapter/paint-first.ts: every page of the site starts its scripts after its first paint; the
// admin (Payload's own app) is left as Next wrote it.
describe('scripts after the first paint', () => {
  // The admin's carry the request's CSP nonce after it.
  const chunkTag = /<script src="\/_next\/static\/[^"]+\.js" async=""( nonce="[^"]+")?>/
  for (const target of [
    '/',
    '/cases',
    '/posts',
    '/what-we-do',
    '/politica-de-privacidade',
    '/offline',
    '/en',
    '/en/posts',
    '/en/no-such-page',
  ]) {
    it(`${target}: one loader lists the scripts, and no script tag starts one before it`, async () => {
      const { body } = await html(target)
      const head = body.slice(0, body.indexOf('</head>'))
      expect(head.match(/<script data-chunks="[^"]+">/g)).toHaveLength(1)
      expect(body).not.toMatch(chunkTag)
      expect(body).not.toMatch(/<link rel="preload" as="script"/)
    })
  }
  it('the admin keeps its own script tags', async () => {
    const { body } = await html('/admin/login')
    expect(body).toMatch(chunkTag)
    expect(body).not.toContain('data-chunks=')
  })
})
