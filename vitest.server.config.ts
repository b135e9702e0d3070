import { defineConfig } from 'vitest/config'

// The server-level suites (tests/server): fuzzing, headers, crash recovery, against the production
// build that `npm run test:e2e` starts (see scripts/e2e.mjs: after Playwright, or beside it for suites with servers
// of their own). One file at a time: they share that server and its rate limits.
export default defineConfig({
  test: {
    include: ['tests/server/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
})
