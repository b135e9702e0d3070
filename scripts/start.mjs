// `npm start`: the one command from a fresh clone to a running site.
// data folder + secret → migrations → seed (empty DB) → build if stale → serve.
// `npm start -- --build-only` stops before serving, having also pre-compressed the build's
// assets for nginx: the build step of several instances (README "Production"; `npm run serve`).
import path from 'node:path'
import { baseEnv, ensureDatabaseFolder, root } from './env.mjs'
import { precompress } from './precompress.mjs'
import { buildIsStale, buildKey } from './build-state.mjs'
import { buildSite } from './build-site.mjs'
import { payloadRun, startServer } from './run.mjs'

const env = baseEnv()
const port = Number(process.env.PORT || 3000)
const distDir = process.env.NEXT_DIST_DIR || '.next'

ensureDatabaseFolder(env.DATABASE_URL)
console.log(`▸ Database ${env.DATABASE_URL.replace(/\/\/[^@]*@/, '//***@')}: applying migrations and seeding if empty…`)
await payloadRun('src/cms/scripts/prepare.ts', env)

const stale = buildIsStale(distDir, buildKey(env))
if (stale) {
  console.log(`▸ Building (${stale})…`)
  await buildSite(distDir, buildKey(env), env)
}

if (process.argv.includes('--build-only')) {
  precompress(path.join(root, distDir, 'static'))
  console.log(`▸ ${distDir} is ready: start each instance with \`PORT=<port> npm run serve\`.`)
  process.exit(0)
}

const server = startServer(port, env)
const origin = env.SITE_URL || `http://localhost:${port}`
setTimeout(() => console.log(`\n  Site   ${origin}\n  Admin  ${origin}/admin\n`), 1500)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
