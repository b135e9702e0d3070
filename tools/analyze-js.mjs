// Where a page's first-load JavaScript comes from: the module scripts its HTML loads, split by the
// source files and packages their bytes came from (via the build's source maps). A tool for
// finding what to cut; the byte budget itself is tests/int/js-budget.test.ts.
//
//   BROWSER_SOURCE_MAPS=1 NEXT_DIST_DIR=.next-analyze npx next build   (once: a build with source maps)
//   node tools/analyze-js.mjs <origin> / /cases …                    (against a server of that build)
import { SourceMapConsumer } from 'source-map-js'
import { sourceGroup } from './source-groups.mjs'

const [origin, ...pages] = process.argv.slice(2)
if (!origin) throw new Error('usage: node tools/analyze-js.mjs <origin> <path> …')

/** Minified bytes of `code` attributed to each original source, through its source map. */
function attribute(code, map) {
  const consumer = new SourceMapConsumer(map)
  const lines = code.split('\n')
  const bytes = new Map()
  let last = null
  consumer.eachMapping((m) => {
    if (last && last.line === m.generatedLine) {
      const n = m.generatedColumn - last.column
      bytes.set(last.source, (bytes.get(last.source) ?? 0) + n)
    } else if (last) {
      const n = (lines[last.line - 1]?.length ?? 0) - last.column
      bytes.set(last.source, (bytes.get(last.source) ?? 0) + n)
    }
    last = { line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '(none)' }
  })
  return bytes
}

for (const page of pages.length ? pages : ['/']) {
  const html = await (await fetch(origin + page)).text()
  const srcs = [
    ...new Set(
      [...html.matchAll(/<script([^>]+)src="([^"]+)"([^>]*)>/g)]
        .filter((m) => !/\bnomodule\b/i.test(m[1] + m[3]))
        .map((m) => m[2]),
    ),
  ]
  const totals = new Map()
  let all = 0
  for (const src of srcs) {
    const url = new URL(src, origin)
    const code = await (await fetch(url)).text()
    all += code.length
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1]
    const mapRes = await fetch(new URL(mapName ?? `${url.pathname}.map`, url))
    if (!mapRes.ok) {
      totals.set(`(no map) ${url.pathname}`, code.length)
      continue
    }
    for (const [source, n] of attribute(code, await mapRes.json()))
      totals.set(sourceGroup(source), (totals.get(sourceGroup(source)) ?? 0) + n)
  }
  console.log(`\n${page}: ${(all / 1024).toFixed(1)} KiB minified in ${srcs.length} scripts`)
  for (const [name, n] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`  ${(n / 1024).toFixed(1).padStart(7)} KiB  ${name}`)
}
