import os from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(__dirname, 'src/cms/payload.config.ts'),
      '@': path.resolve(__dirname, 'src'),
    },
  },
  test: {
    include: [
      'src/**/*.test.ts',
      'scripts/**/*.test.mjs',
      'tools/**/*.test.mjs',
      'tests/int/**/*.test.ts',
      'tests/server/support/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file runs in a process of its own, and each integration file on a throwaway SQLite database of its own,
    // so files run side by side (Vitest's default leaves one core idle); on INT_POSTGRES_URL they share one database.
    fileParallelism: !process.env.INT_POSTGRES_URL,
    maxWorkers: process.env.INT_POSTGRES_URL ? 1 : os.availableParallelism(),
  },
})
