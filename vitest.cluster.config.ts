import { defineConfig } from 'vitest/config'

// The production topology's suites (tests/cluster), against what `npm run test:cluster` starts
// (scripts/test-cluster.mjs): nginx, two app instances, PostgreSQL, Redis. One file at a time:
// they share the instances, and one of them kills and restarts an instance.
export default defineConfig({
  test: {
    include: ['tests/cluster/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
})
