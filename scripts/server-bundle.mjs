// Bundles the production server (src/server, TypeScript) into the build folder as one ES module.
// Fast (tens of milliseconds), so it runs before every start rather than as a build step that
// could be skipped. Dependencies stay in node_modules (`packages: 'external'`).
import path from 'node:path'
import { buildSync } from 'esbuild'
import { root } from './env.mjs'

export function bundleServer(distDir) {
  const outfile = path.join(root, distDir, 'studio-server.mjs')
  buildSync({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  })
  return outfile
}
