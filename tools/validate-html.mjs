// The W3C Nu HTML checker on the home page, a case and an article in both locales.
//
//   npm run validate:html -- http://localhost:3000    checks a running site
//   npm run validate:html                             builds and serves a throwaway copy first
//                                                     (into SERVE_DIST_DIR, default .next-serve)
//
// Prints errors and warnings (info messages counted); exits non-zero when there is any error (warnings and info are
// reported only).
import { originArgument } from '../scripts/check-pages.mjs'
import { withThrowawayServer } from '../scripts/serve-throwaway.mjs'
import { checkSite, formatMessage } from '../scripts/vnu.mjs'

async function validate(origin) {
  const { pages, messages } = await checkSite(origin)
  for (const page of pages) {
    const own = messages.filter((m) => m.name === page)
    const count = (type) => own.filter((m) => m.type === type).length
    console.log(`\n${page}: ${count('error')} errors, ${count('warning')} warnings, ${count('info')} info`)
    for (const m of own.filter((m) => m.type !== 'info')) console.log('  ' + formatMessage(m).replace(/\n/g, '\n  '))
  }
  // Info messages (e.g. React's `<meta … />` trailing slashes) are advice, not faults: one line each.
  const info = new Map()
  for (const m of messages.filter((m) => m.type === 'info')) info.set(m.message, (info.get(m.message) ?? 0) + 1)
  if (info.size) console.log('\nInfo, all pages:')
  for (const [message, count] of info) console.log(`  ${String(count).padStart(4)} × ${message}`)
  const errors = messages.filter((m) => m.type === 'error').length
  console.log(`\n${errors ? `${errors} errors` : 'No errors'} in ${pages.length} pages (${origin}).`)
  return errors
}

const origin = originArgument()
const errors = origin
  ? await validate(origin)
  : await withThrowawayServer({ distDir: process.env.SERVE_DIST_DIR || '.next-serve', reuseBuild: true }, (server) =>
      validate(server.origin),
    )
if (errors) process.exitCode = 1
