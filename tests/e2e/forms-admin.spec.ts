import { expect, test } from './support/test'
import { adminToken } from './support/cms'

// Editors see the subscribers in the admin and export what they filtered as CSV.
test('the subscribers list offers a CSV export that keeps the list’s filters', async ({ page, baseURL }) => {
  const signUp = await page.request.post('/api/newsletter', {
    data: { name: 'Csv', surname: 'Export', email: `e2e-csv-${Date.now()}@example.com`, locale: 'pt', page: '/' },
  })
  expect(signUp.ok()).toBe(true)
  // The admin's session cookie in this browser context, from the run's one sign-in (global-setup.ts).
  await page.context().addCookies([{ name: 'payload-token', value: adminToken(), url: baseURL! }])
  await page.goto('/admin/collections/subscribers?where[or][0][and][0][status][equals]=pending')
  const link = page.getByRole('link', { name: /Exportar CSV|Export CSV/ })
  await expect(link).toBeVisible()
  const href = (await link.getAttribute('href'))!
  expect(href).toMatch(/^\/api\/subscribers\/export\.csv\?where/)
  // Fetched by the page, as the link does: the session cookie counts only on the site's own requests (CSRF).
  const res = await page.evaluate(async (url) => {
    const r = await fetch(url)
    return { status: r.status, type: r.headers.get('content-type') ?? '', text: await r.text() }
  }, href)
  expect(res.status).toBe(200)
  expect(res.type).toContain('text/csv')
  const [header, ...rows] = res.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(header.split(',').slice(0, 5)).toEqual(['email', 'name', 'surname', 'status', 'locale'])
  expect(rows.length).toBeGreaterThan(0)
  for (const row of rows) expect(row.split(',')[3]).toBe('pending')
})

test('the CSV export refuses visitors', async ({ request }) => {
  expect((await request.get('/api/subscribers/export.csv')).status()).toBe(401)
})
