// `npm test`: every test. Vitest (unit + integration), then Playwright end to end.
import { baseEnv } from './env.mjs'
import { run } from './run.mjs'

await run('vitest', ['run'], baseEnv())
await import('./e2e.mjs')
