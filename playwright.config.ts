import { defineConfig, devices } from '@playwright/test'
import { testBrowser } from './scripts/test-browser.mjs'
import { hostResolverRules } from './tests/e2e/support/third-parties'

// Run through `npm run test:e2e`, which builds, seeds and starts the server and sets BASE_URL.
const chromium = {
  executablePath: testBrowser(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Google's hosts to the stand-in the global setup starts (tests/e2e/support/third-parties.ts); the workers, which
    // launch the browsers, start after it and read its port.
    ...(process.env.E2E_THIRD_PARTIES_PORT ? [hostResolverRules(process.env.E2E_THIRD_PARTIES_PORT)] : []),
  ],
}

// Artifacts and the JSON report of a run share one folder, which Playwright empties as it starts: the cluster's smoke
// (scripts/test-cluster.mjs) has its own, so neither run can delete the other's report.
const outputDir = process.env.E2E_OUTPUT_DIR || 'test-results'

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI: a 2-core runner under load occasionally resets a keep-alive socket (seen once on the CSV export).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // The JSON report lets scripts/e2e.mjs repeat the failures after the server suites' output,
  // where a CI log's tail shows them.
  reporter: [['list'], ['json', { outputFile: `${outputDir}/e2e-report.json` }]],
  outputDir,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.BASE_URL,
    trace: 'off',
    // The production build registers a service worker, and page.route does not see
    // the requests a worker makes: every spec that stubs the network relies on it.
    // Blocked here; tests/e2e/pwa.spec.ts allows it for itself.
    serviceWorkers: 'block',
    launchOptions: chromium,
    // The stand-in for Google's hosts, and the HTTPS front of `npm run test:cluster`, have certificates of their own.
    ignoreHTTPSErrors: true,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.phone\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    {
      name: 'phone',
      testMatch: /\.(phone|responsive)\.spec\.ts$/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
  ],
})
