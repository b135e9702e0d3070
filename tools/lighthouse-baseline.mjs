// A baseline for this host: the same Lighthouse runs (npm run lighthouse) against a near-empty
// Next.js page built with this project's own next, react and react-dom (one heading, one
// paragraph, no CSS, no font, no client component, no Payload, no next-intl), loaded the way Next
// loads it by default (its scripts start at once, beside the first paint). What it scores is the
// framework's runtime alone under the preset's CPU slowdown on this host; the site's own pages
// load the same runtime after their first paint, one script per task (src/next-adapter/paint-first.mjs).
//
// `npm run lighthouse` interleaves it with the site's pages (serveBaseline); on its own:
//
//   npm run lighthouse:baseline                  mobile preset, 9 runs
//   npm run lighthouse:baseline -- --runs 5 --preset desktop --cpu 2
//
// The app is written into .next-baseline/ (ignored by git), built there and served with `next start`.
// Other options go to tools/lighthouse.mjs as they are. Measure on an idle machine.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { baseEnv, root } from '../scripts/env.mjs'
import { freePort, run, waitForHttp } from '../scripts/run.mjs'

const dir = path.join(root, '.next-baseline')
const files = {
  // .jsx: no TypeScript, so Next writes no tsconfig or next-env.d.ts into the folder.
  'app/layout.jsx': `export const metadata = { title: 'Baseline', description: 'A near-empty Next.js page, loaded as Next loads it by default.' }
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>
}
`,
  'app/page.jsx': `export default function Page() {
  return <main><h1>Baseline</h1><p>A near-empty page: one heading, one paragraph, no client component.</p></main>
}
`,
}

/** Builds the near-empty page and serves it with `next start`: its origin, and `stop()`. */
export async function serveBaseline() {
  fs.rmSync(dir, { recursive: true, force: true })
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  // Next finds the site's next.config.ts upwards from the app, and Turbopack compiles the workspace's instrumentation
  // (so Payload's packages must stay external, as the site's config has them): STUDIO_BASELINE asks that config for
  // Next's defaults otherwise (it compresses; no tsconfig of ours).
  const env = baseEnv({ NEXT_TELEMETRY_DISABLED: '1', STUDIO_BASELINE: '1' })
  await run('next', ['build', dir], env)
  const port = await freePort()
  const server = spawn(`${root}/node_modules/.bin/next`, ['start', dir, '-p', String(port)], {
    cwd: root,
    env: { ...env, NODE_ENV: 'production' },
    stdio: 'ignore',
  })
  const origin = `http://localhost:${port}`
  await waitForHttp(`${origin}/`)
  return { origin, env, stop: () => server.kill('SIGTERM') }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseline = await serveBaseline()
  try {
    const args = process.argv.slice(2)
    const lighthouse = spawn(
      process.execPath,
      [
        path.join(root, 'tools/lighthouse.mjs'),
        baseline.origin,
        '--only',
        '/',
        '--no-baseline',
        ...(args.includes('--runs') ? [] : ['--runs', '9']),
        ...(args.includes('--preset') ? [] : ['--preset', 'mobile']),
        ...args,
      ],
      { cwd: root, env: baseline.env, stdio: 'inherit' },
    )
    // The baseline is reported, not judged against the site's goal.
    await new Promise((resolve) => lighthouse.on('exit', resolve))
  } finally {
    baseline.stop()
  }
}
