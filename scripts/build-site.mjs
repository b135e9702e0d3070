// The site's build, the same for `npm start`, the throwaway servers and the cluster: Next's build
// from the database as it is now, the compile hints on the first-load scripts, the prerendered pages finished as
// every later page will be (written-pages.mjs), then the stamp that says which database and origin it was made for
// (build-state.mjs).
import path from 'node:path'
import { clearDataCache, stampBuild } from './build-state.mjs'
import { addCompileHints } from './compile-hints.mjs'
import { root } from './env.mjs'
import { run } from './run.mjs'
import { finishWrittenPages } from './written-pages.mjs'

export async function buildSite(distDir, key, env) {
  clearDataCache(distDir)
  await run('next', ['build'], env)
  addCompileHints(path.join(root, distDir))
  finishWrittenPages(path.join(root, distDir), env)
  stampBuild(distDir, key)
}
