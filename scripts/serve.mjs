// `npm run serve`: one app instance on the build that is there (NEXT_DIST_DIR, default .next), on
// PORT. Unlike `npm start` it neither migrates nor builds: several instances share one build made
// once by `npm start -- --build-only` (README "Production").
import fs from 'node:fs'
import path from 'node:path'
import { baseEnv, root } from './env.mjs'
import { startServer } from './run.mjs'

const env = baseEnv()
const distDir = env.NEXT_DIST_DIR || '.next'
if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.error(`No build in ${distDir}: run \`npm start -- --build-only\` first.`)
  process.exit(1)
}
const server = startServer(Number(process.env.PORT || 3000), env)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
