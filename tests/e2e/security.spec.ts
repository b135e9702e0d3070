// The Content-Security-Policy in a real browser: the admin works under its own, a script injected into a page is
// refused, and no other site frames a page. Every public route under the tag manager and reCAPTCHA is checked by the
// route sweep (sweep.responsive.spec.ts), in the same load as its other checks.
import { scriptHash } from '../../src/lib/security-headers.mjs'
import { writtenPage } from '../../src/next-adapter/written-page.mjs'
import { adminCredentials, publicDocs } from './support/cms'
import { recordViolations } from './support/csp'
import { newEditor, signIn } from './support/editor'
import { expect, test } from './support/test'

test('no CSP violation in the admin: sign in, open a case and the dashboard, and it works', async ({
  page,
  baseURL,
}) => {
  const violations = await recordViolations(page)
  const outside: string[] = []
  page.on(
    'request',
    (r) => /^https?:/.test(r.url()) && !r.url().startsWith(new URL(baseURL!).origin) && outside.push(r.url()),
  )
  const { email, password } = adminCredentials()
  const res = await page.goto('/admin/login')
  expect(res!.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
  await page.getByRole('textbox', { name: /e-?mail/i }).fill(email)
  await page.getByRole('textbox', { name: /senha|password/i }).fill(password)
  await page.getByRole('button', { name: /entrar|login/i }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/collections/cases')
  await page.locator('table tbody tr a').first().click()
  await expect(page.locator('input[name="title"]')).toBeVisible()
  expect(await violations()).toEqual([])
  // Payload's own avatar, not Gravatar: no editor's e-mail hash leaves the site.
  expect(outside.filter((u) => /gravatar/.test(u))).toEqual([])
  await expect(page.locator('img[src*="gravatar"]')).toHaveCount(0)
})

test('the admin runs under its CSP: dashboard, list, edit view with Live Preview, Speed view, no violation or error', async ({
  page,
  request,
}) => {
  test.slow()
  const problems: string[] = []
  page.on('console', (m) => {
    if (/Content.Security.Policy|Minified React error|Refused to/i.test(m.text())) problems.push(m.text())
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  await signIn(page.context(), await newEditor(request))
  const caseId = (await publicDocs(request, 'cases', 'pt'))[0].id
  // Full page loads, each streamed by the server as it renders (React completes late parts with inline scripts).
  for (const [path, ready] of [
    ['/admin', '.dashboard'],
    ['/admin/collections/cases', 'table tbody tr'],
    ['/admin/collections/web-vitals', '[data-testid="speed-view"]'],
    [`/admin/collections/cases/${caseId}`, 'input[name="title"]'],
  ] as const) {
    const res = await page.goto(path)
    expect(res!.headers()['content-security-policy'], path).toMatch(/script-src 'self' [^;]*'nonce-/)
    await expect(page.locator(ready).first(), path).toBeVisible()
  }
  // The edit view's Languages panel, then its Live Preview: the site's page in draft mode, framed.
  await expect(page.getByText(/^(Idiomas|Languages)$/).first()).toBeVisible()
  await page.locator('#live-preview-toggler').click()
  await expect(page.frameLocator('#live-preview-iframe').getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForTimeout(1000)
  expect(problems).toEqual([])
})

test('a script injected into a page gets no hash when the page is written, and the browser refuses to run it', async ({
  page,
}) => {
  const violations = await recordViolations(page)
  const real = await page.request.get('/cases')
  const html = (await real.text()).replace(/<body([^>]*)>/, '<body$1><script>window.__injected = true</script>')
  // The policy this document would be written with (the e2e build has the tag manager and reCAPTCHA).
  const { headers: policy } = writtenPage(html, { GTM_ID: 'GTM-X', RECAPTCHA_SITE_KEY: 'key' })
  expect(policy['content-security-policy']).not.toContain(scriptHash('window.__injected = true'))
  await page.route('**/cases', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: policy, body: html }),
  )
  await page.goto('/cases', { waitUntil: 'load' })
  // Next's inline scripts and the site's own ran (they are hashed); the injected one did not, and is reported.
  const ran = await page.evaluate(() => ({
    next: Array.isArray((self as unknown as { __next_f?: unknown }).__next_f),
    injected: (window as unknown as { __injected?: boolean }).__injected,
  }))
  expect(ran).toEqual({ next: true, injected: undefined })
  expect((await violations()).some((v) => /script-src/.test(v))).toBe(true)
})

test('no other site can frame a page or the admin', async ({ page }) => {
  for (const path of ['/', '/admin/login']) {
    const res = await page.request.get(path)
    expect(res.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/)
    expect(res.headers()['x-frame-options']).toBe('SAMEORIGIN')
  }
})
