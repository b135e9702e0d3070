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
    // Integration tests share one Payload instance per file on a throwaway SQLite database.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
