// First-load JavaScript of a page: the gzip size of every module script its HTML starts (Next 16's
// build no longer prints it). `noModule` polyfills are left out: browsers that run modules never
// fetch them. Chunks a page loads later (a form's engine on focus, the toaster) do not count.
import zlib from 'node:zlib'

const sizes = new Map()

async function gzipSize(url) {
  if (!sizes.has(url)) {
    const res = await fetch(url)
    if (!res.ok) throw new Error(`${url} → ${res.status}`)
    sizes.set(url, zlib.gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length)
  }
  return sizes.get(url)
}

/**
 * The scripts an HTML document starts, in order: its `<script src>` tags (but `noModule` ones) and
 * the list of the server's paint-first loader (`<script data-chunks="a.js b.js">`,
 * src/next-adapter/paint-first.mjs), which adds its scripts after the first paint.
 */
export function firstLoadScriptPaths(html) {
  const tags = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1])
  const paths = tags.flatMap((attrs) => {
    const listed = /\sdata-chunks="([^"]*)"/.exec(attrs)
    if (listed) return listed[1].split(' ').filter(Boolean)
    const src = /\ssrc="([^"]+)"/.exec(attrs)
    return src && !/\bnomodule\b/i.test(attrs) ? [src[1].replace(/&amp;/g, '&')] : []
  })
  return [...new Set(paths)]
}

/** The module scripts `path`'s HTML starts, with their gzip sizes, and their sum in bytes. */
export async function firstLoadJs(origin, path) {
  const html = await (await fetch(origin + path, { headers: { accept: 'text/html' } })).text()
  const srcs = firstLoadScriptPaths(html).map((src) => new URL(src, origin).href)
  const scripts = await Promise.all(srcs.map(async (url) => ({ url, gzip: await gzipSize(url) })))
  return { total: scripts.reduce((sum, s) => sum + s.gzip, 0), scripts }
}
