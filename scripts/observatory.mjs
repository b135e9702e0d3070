// Mozilla's HTTP Observatory (npm @mdn/mdn-http-observatory), run locally against a host.
//
//   node scripts/observatory.mjs localhost:3000          prints `observatory: <grade> (<score>)` and each test
//
// The scanner tries http:// and https:// on the one host:port given. For the HTTPS front, give its
// TLS port: nginx answers plain http there with a redirect to https (error_page 497), and the
// certificate verifies when NODE_EXTRA_CA_CERTS names the cluster's CA.
//
// Its install script downloads the HSTS preload list, which this network cannot reach, so it is
// installed without scripts (package.json allowScripts) and an empty list is written on first use
// (stack-notes §16): preloading only matters for real public domains.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

export async function observatory(host) {
  const root = path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'))
  const preload = path.join(root, 'conf', 'hsts-preload.json')
  if (!fs.existsSync(preload)) fs.writeFileSync(preload, '{}')
  const { scan } = await import('@mdn/mdn-http-observatory')
  return scan(host)
}

/** The result in one line, and a line per test that did not pass. */
export function summary(result) {
  const failed = Object.entries(result.tests).filter(([, t]) => !t.pass)
  return [
    `observatory: ${result.scan.grade} (${result.scan.score})`,
    ...failed.map(([name, t]) => `  ✗ ${name}: ${t.result} (${t.scoreModifier})`),
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const host = process.argv[2]
  if (!host) throw new Error('usage: node scripts/observatory.mjs <host[:port]>')
  console.log(summary(await observatory(host)))
}
