// First Load JS of pages: the gzip size of every <script src> a page's HTML references
// (Next 16's build no longer prints it), except `noModule` polyfills, which modern browsers skip. Usage: node scripts/measure-js.mjs http://localhost:3000 / /cases …
import zlib from 'node:zlib'

const [origin = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const cache = new Map()

async function gzipSize(url) {
  if (!cache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer())
    cache.set(url, zlib.gzipSync(body, { level: 9 }).length)
  }
  return cache.get(url)
}

for (const path of paths.length ? paths : ['/']) {
  const html = await (await fetch(origin + path)).text()
  // `noModule` scripts (Next's legacy polyfills) are never fetched by a browser that runs modules.
  const srcs = [...html.matchAll(/<script([^>]+)src="([^"]+)"([^>]*)>/g)]
    .filter((m) => !/\bnomodule\b/i.test(m[1] + m[3]))
    .map((m) => new URL(m[2].replace(/&amp;/g, '&'), origin).href)
  const sizes = await Promise.all([...new Set(srcs)].map(gzipSize))
  const total = sizes.reduce((a, b) => a + b, 0)
  console.log(`${path.padEnd(40)} ${(total / 1024).toFixed(1).padStart(7)} KiB gzip in ${sizes.length} scripts`)
}
