/**
 * What a page carries is worked out when Next writes it, never per answer: at build (scripts/written-pages.mjs
 * rewrites the prerendered files) and in the cache handler's `set`, on the entry Next is about to answer with. Serving
 * a page then parses nothing: its CSP is one of the entry's headers. Plain JavaScript: Next loads it uncompiled.
 */
import fs from 'node:fs'
import path from 'node:path'
import { earlyInputScript } from '../lib/early-input.mjs'
import { documentHeaders, policyOptions, scriptHash } from '../lib/security-headers.mjs'
import { isNextScript } from './next-scripts.mjs'
import { loaderBody, paintFirst } from './paint-first.mjs'

/** The site's own inline scripts, allowed by hash; any other inline script but Next's own is refused. */
export const ownScriptHashes = [earlyInputScript, loaderBody].map(scriptHash)
const ownScripts = new Set(ownScriptHashes)

/**
 * The CSP hashes of the inline, executable `<script>` elements of an HTML document that the site itself wrote: Next's
 * (isNextScript) and the site's own snippets, whose hashes `own` lists. Any other inline script gets no hash, so a
 * browser refuses to run it: a script injected into a page stays inert. Data blocks (JSON-LD) are not governed by CSP.
 * @param {string} html
 * @param {ReadonlySet<string>} [own]
 */
export function inlineScriptHashes(html, own = ownScripts) {
  const hashes = new Set()
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? ''
    if (/\ssrc\s*=/i.test(attrs)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase()
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue
    const hash = scriptHash(m[2])
    if (own.has(hash) || isNextScript(m[2])) hashes.add(hash)
  }
  return [...hashes]
}

/**
 * A site page as it is stored and sent: its scripts start after the first paint (paint-first.mjs), its headers name
 * the hashes of its inline scripts and give shared caches seconds. Idempotent: a page written twice comes out the
 * same.
 * @param {string} html
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ html: string, headers: Record<string, string> }}
 */
export function writtenPage(html, env = process.env) {
  const final = paintFirst(html)
  const headers = documentHeaders(policyOptions(env), inlineScriptHashes(final))
  return {
    html: final,
    headers: {
      ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
      // For shared caches (nginx, a CDN): seconds, not the year Next would say of a page that changes only on a
      // publish, which they do not hear of. Next sends a stored header over its own lifetime.
      'cache-control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=2',
    },
  }
}

/**
 * A page entry of Next's cache (`APP_PAGE`) finished in place: Next answers with this very object after storing it, so
 * the first answer after a re-render carries what every later one will (checked by next-adapter's contract test).
 * Next's empty error shell of a 404 (lib/not-found.ts) becomes the build's not-found page of the path's locale; an
 * error answer, never stored, tells every cache to keep none (Next sends a stored header over its own lifetime).
 * Anything else (route handlers, data reads) is left as it is.
 * @param {any} value
 * @param {string} key the cache key, which ends with the page's path
 * @param {string} serverDistDir
 */
export function finishPageEntry(value, key, serverDistDir) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || !value.html) return
  const shell = value.status === 404 && value.html.includes('id="__next_error__"')
  const page = (shell && notFoundPage(key, serverDistDir)) || writtenPage(value.html)
  value.html = page.html
  value.headers = { ...value.headers, ...page.headers }
  const noStore = 'private, no-cache, no-store, max-age=0, must-revalidate'
  if (value.status >= 400) value.headers['cache-control'] = noStore
}

/** The prerendered not-found page, finished at build, for the locale of the path a cache key ends with. */
function notFoundPage(key, serverDistDir) {
  const locale = /\$\/en(\/|$)/.test(key) ? 'en' : 'pt'
  const file = path.join(serverDistDir, 'app', locale, 'not-found-page')
  try {
    const meta = JSON.parse(fs.readFileSync(`${file}.meta`, 'utf8'))
    const headers = Object.fromEntries(
      Object.entries(meta.headers ?? {}).filter(([name]) => !name.startsWith('x-next')),
    )
    return { html: fs.readFileSync(`${file}.html`, 'utf8'), headers }
  } catch {
    return null
  }
}
