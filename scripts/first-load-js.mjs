// First-load JavaScript of a page: the gzip size of every module script its HTML loads (Next 16's
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

/** The module scripts `path`'s HTML loads, with their gzip sizes, and their sum in bytes. */
export async function firstLoadJs(origin, path) {
  const html = await (await fetch(origin + path, { headers: { accept: 'text/html' } })).text()
  const srcs = [...html.matchAll(/<script([^>]+)src="([^"]+)"([^>]*)>/g)]
    .filter((m) => !/\bnomodule\b/i.test(m[1] + m[3]))
    .map((m) => new URL(m[2].replace(/&amp;/g, '&'), origin).href)
  const scripts = await Promise.all([...new Set(srcs)].map(async (url) => ({ url, gzip: await gzipSize(url) })))
  return { total: scripts.reduce((sum, s) => sum + s.gzip, 0), scripts }
}
