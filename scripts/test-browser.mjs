// The browser the end-to-end suites drive: CHROME_PATH, else Debian's headless build of Chromium when installed
// (apt package chromium-headless-shell: the same engine and version, ~40 % less CPU per test;
// docs/decisions/test-browser.md), else Debian's Chromium. Measuring tools (tools/) always use the full browser.
import fs from 'node:fs'

const candidates = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']

/** @returns {string | undefined} */
export function testBrowser() {
  return process.env.CHROME_PATH || candidates.find((file) => fs.existsSync(file))
}
