// First Load JS of pages (scripts/first-load-js.mjs). Usage: node tools/measure-js.mjs http://localhost:3000 / /cases …
import { firstLoadJs } from '../scripts/first-load-js.mjs'

const [origin = 'http://localhost:3000', ...paths] = process.argv.slice(2)
for (const path of paths.length ? paths : ['/']) {
  const { total, scripts } = await firstLoadJs(origin, path)
  console.log(`${path.padEnd(40)} ${(total / 1024).toFixed(1).padStart(7)} KiB gzip in ${scripts.length} scripts`)
}
