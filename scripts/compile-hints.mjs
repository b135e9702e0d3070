// V8's explicit compile hint on the scripts every public page starts with. Without it
// V8 compiles a function the first time it is called, on the main thread: for the framework chunk
// (react-dom) that was 21–26 ms of a 36–42 ms task right after the first paint, in a trace of the
// privacy page on this machine, and Lighthouse's phone profile counts it four times. With
// `//# allFunctionsCalledOnLoad` first in the file, Chromium (136+) compiles every function while
// the script streams in, off the main thread: the same task took 18 ms. Other browsers read it as
// a comment. Only the first-load chunks get it: lazily loaded ones (a form's engine, the admin)
// would compile code they may never run.
//
//   node scripts/compile-hints.mjs [distDir]     (the builds of npm start, the throwaway servers
//                                                  and the cluster run it after `next build`)
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

export const compileHint = '//# allFunctionsCalledOnLoad\n'

function filesUnder(dir, name) {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => path.basename(f) === name)
    .map((f) => path.join(dir, f))
}

/**
 * The chunks (paths under the build folder, `static/chunks/….js`) that a public page loads before
 * anything else: the framework's (build-manifest `rootMainFiles`) and each site route's layouts and
 * page (the `entryJSFiles` of its client reference manifest). Read from the build, not from the
 * prerendered HTML, so a route without content at build time is still covered.
 */
export function firstLoadChunks(distDir) {
  const chunks = new Set(
    JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')).rootMainFiles ?? [],
  )
  for (const file of filesUnder(path.join(distDir, 'server/app/(frontend)'), 'page_client-reference-manifest.js')) {
    const context = { globalThis: {} }
    context.globalThis = context
    vm.runInNewContext(fs.readFileSync(file, 'utf8'), context)
    for (const manifest of Object.values(context.__RSC_MANIFEST ?? {}))
      for (const list of Object.values(manifest.entryJSFiles ?? {})) list.forEach((c) => chunks.add(c))
  }
  return [...chunks].filter((c) => c.endsWith('.js'))
}

/** Puts the hint first in every first-load chunk of the build in `distDir` that lacks it; returns how many. */
export function addCompileHints(distDir) {
  let added = 0
  for (const chunk of firstLoadChunks(distDir)) {
    const file = path.join(distDir, chunk)
    const source = fs.readFileSync(file, 'utf8')
    if (source.startsWith(compileHint)) continue
    fs.writeFileSync(file, compileHint + source)
    added++
  }
  return added
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = path.resolve(process.argv[2] || process.env.NEXT_DIST_DIR || '.next')
  console.log(`compile hints: ${addCompileHints(distDir)} first-load chunks of ${distDir} marked`)
}
