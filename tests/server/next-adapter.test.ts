// The contract of src/next-adapter with the installed Next and React, checked on this build's real output (the
// pages Next prerendered into the build folder, as the build finished them, and its answers): an upgrade that changes
// what an adapter relies on fails here, by name, before a page breaks.
import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { earlyInputScript } from '../../src/lib/early-input.mjs'
import { isNextScript } from '../../src/next-adapter/next-scripts.mjs'
import { loaderBody } from '../../src/next-adapter/paint-first.mjs'
import { distDir, origin } from './support/env'

const pages = ['pt', 'en', 'pt/cases', 'en/case', 'pt/posts', 'en/politica-de-privacidade']
const prerendered = (page: string) => fs.readFileSync(path.join(distDir, 'server/app', `${page}.html`), 'utf8')
const scripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]

describe('paint-first, on the pages Next prerendered', () => {
  it.each(pages)('%s: took every script Next starts the page with, in order, and left none behind', (page) => {
    const html = prerendered(page)
    // The scripts that run in today's browsers (noModule ones are for browsers without modules, left alone).
    const left = scripts(html).filter(([, a]) => /\bsrc=/.test(a) && !/\bnoModule\b/i.test(a))
    expect(left.map(([tag]) => tag)).toEqual([])
    const chunks = /<script data-chunks="([^"]+)">/.exec(html)?.[1].split(' ') ?? []
    expect(chunks.length).toBeGreaterThan(0)
    expect(chunks.every((src) => src.startsWith('/_next/static/'))).toBe(true)
    // Next's low-priority preload of a script the loader now adds would fetch it before the first paint.
    for (const src of chunks) expect(html).not.toContain(`href="${src}"`)
  })

  it('queues its entry where Next’s bootstrap reads it (self.__next_s)', () => {
    const require = createRequire(import.meta.url)
    const bootstrap = fs.readFileSync(require.resolve('next/dist/client/app-bootstrap.js'), 'utf8')
    expect(bootstrap).toMatch(/loadScriptsInSequence\(self\.__next_s,/)
  })
})

describe('the CSP’s shapes of Next’s own inline scripts', () => {
  it.each(pages)('%s: every inline script but the site’s own is one Next wrote, by its shape', (page) => {
    const inline = scripts(prerendered(page))
      .filter(([, attributes]) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
      .map(([, , text]) => text)
    expect(inline.filter((text) => isNextScript(text)).length).toBeGreaterThan(0)
    expect(inline.filter((text) => !isNextScript(text) && ![earlyInputScript, loaderBody].includes(text))).toEqual([])
  })
})

describe('a form post without JavaScript', () => {
  it('is answered with a page whose every inline script carries the answer’s nonce, the form state included', async () => {
    // The newsletter form as the page renders it: its hidden fields name the server action; the fields left empty.
    const page = await (await fetch(`${origin}/en`)).text()
    const form = /<form[^>]*data-testid="newsletter-home"[^>]*>([\s\S]*?)<\/form>/.exec(page)![1]
    const body = new FormData()
    for (const [, name, value = ''] of form.matchAll(/<input type="hidden" name="([^"]*)"(?: value="([^"]*)")?/g))
      body.append(name, value.replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
    for (const name of ['name', 'surname', 'email']) body.append(name, '')
    const res = await fetch(`${origin}/en`, { method: 'POST', body })
    expect(res.status).toBe(200)
    // A render per request: React writes the form state with scripts no hash could name in advance (proxy.ts).
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
    expect(nonce).toBeTruthy()
    const inline = scripts(await res.text()).filter(
      ([, attributes]) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes),
    )
    expect(inline.some(([, , text]) => text.includes('self.__next_f.push([2,'))).toBe(true)
    // The site's own inline script has no nonce (React puts one only on its own): the answer allows it by hash.
    const policy = res.headers.get('content-security-policy') ?? ''
    const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`
    const unallowed = inline.filter(
      ([, attributes, text]) => !attributes.includes(`nonce="${nonce}"`) && !policy.includes(sha(text)),
    )
    expect(unallowed.map(([tag]) => tag.slice(0, 80))).toEqual([])
  })
})

describe('the error shell', () => {
  it('is what Next writes for a page that calls notFound(), and the cache handler puts the 404 page in its place', async () => {
    // Next's answer to a made-up slug is its empty shell: the handler must recognise it and put the localized 404
    // page in its place. Were the shell's mark to change, Next's shell (no language, no text) would come through.
    const res = await fetch(`${origin}/case/no-such-case-${Date.now().toString(36)}`)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toMatch(/<html lang="pt-BR"/)
    expect(html).not.toContain('id="__next_error__"')
  })
})
