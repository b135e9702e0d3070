// An editor who forgot their password gets an e-mail whose link works from a mail client: absolute, on SITE_URL,
// whatever Host the request carried (here a forged one). The link opens Payload's reset form; the new password signs
// the editor in.
import http from 'node:http'
import { decodeQuotedPrintable } from '../int/outbox'
import { newEditor } from './support/editor'
import { mailTo } from './forms-support'
import { expect, test } from './support/test'

/** POST /api/users/forgot-password with any Host header, as anyone may send it (fetch cannot forge Host). */
function forgotPassword(baseURL: string, email: string, host: string): Promise<number> {
  const url = new URL(baseURL)
  const body = JSON.stringify({ email })
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/api/users/forgot-password',
        headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => resolve(res.resume().statusCode ?? 0),
    )
    req.on('error', reject)
    req.end(body)
  })
}

test('the reset link e-mailed is absolute on SITE_URL, opens the form, and the new password signs in', async ({
  browser,
  request,
  baseURL,
}) => {
  const editor = await newEditor(request)
  expect(await forgotPassword(baseURL!, editor.email, 'evil.example')).toBe(200)
  const html = decodeQuotedPrintable((await mailTo(editor.email)).raw)
  const links = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])
  expect(links).toHaveLength(1)
  expect(links[0]).toMatch(new RegExp(`^${baseURL}/admin/reset/[0-9a-f]+$`))

  // Opened from the mail client: a fresh browser, nobody signed in.
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(links[0])
  const password = `new-${Date.now()}-password`
  await page.locator('#field-password').fill(password)
  await page.locator('#field-confirm-password').fill(password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin$/)
  await context.close()

  // Signing in afresh with it, through the admin's own form.
  const again = await browser.newContext()
  const login = await again.newPage()
  await login.goto('/admin/login')
  await login.locator('#field-email').fill(editor.email)
  await login.locator('#field-password').fill(password)
  await login.locator('button[type="submit"]').click()
  await expect(login).toHaveURL(/\/admin$/)
  await again.close()
})
