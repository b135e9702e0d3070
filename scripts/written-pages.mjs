// The build's prerendered pages, finished as the cache handler finishes every page Next writes later
// (src/next-adapter/written-page.mjs): scripts after the first paint, and the CSP of their inline scripts among the
// headers of their `.meta`, which Next sends with the page. Run by build-site.mjs after `next build`.
//
//   node scripts/written-pages.mjs [distDir]
import fs from 'node:fs'
import path from 'node:path'
import { writtenPage } from '../src/next-adapter/written-page.mjs'

/** Finishes every prerendered page under `<dist>/server/app` for the build's environment; returns how many. */
export function finishWrittenPages(dist, env = process.env) {
  const app = path.join(dist, 'server', 'app')
  let count = 0
  for (const file of fs.readdirSync(app, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue
    const html = path.join(app, file)
    const meta = html.replace(/\.html$/, '.meta')
    if (!fs.existsSync(meta)) continue
    const page = writtenPage(fs.readFileSync(html, 'utf8'), env)
    const stored = JSON.parse(fs.readFileSync(meta, 'utf8'))
    stored.headers = { ...stored.headers, ...page.headers }
    fs.writeFileSync(html, page.html)
    fs.writeFileSync(meta, JSON.stringify(stored, null, 2))
    count++
  }
  return count
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv[2] || process.env.NEXT_DIST_DIR || '.next')
  console.log(`${finishWrittenPages(dist)} prerendered pages finished in ${dist}`)
}
