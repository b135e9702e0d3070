import { expect, test } from './support/test'
import { adminToken, auth, login, publicDocs } from './support/cms'

test('an editor renames a case and the public page shows it, with no rebuild', async ({ page, request }) => {
  const admin = adminToken()
  const editor = { email: `editor-${Date.now()}@studio.local`, password: `pw-${Date.now()}-ok` }
  const made = await request.post('/api/users', { headers: auth(admin), data: { ...editor, roles: ['editor'] } })
  expect(made.ok()).toBe(true)
  const token = await login(request, editor.email, editor.password)

  const [item] = await publicDocs(request, 'cases', 'pt', '&sort=year')
  await page.goto(`/case/${item.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title!)

  const renamed = `${item.title} — nova edição ${Date.now()}`
  const res = await request.patch(`/api/cases/${item.id}?locale=pt`, { headers: auth(token), data: { title: renamed, _status: 'published' } })
  expect(res.ok()).toBe(true)
  try {
    await expect
      .poll(async () => {
        await page.reload()
        return page.getByRole('heading', { level: 1 }).textContent()
      }, { timeout: 15_000 })
      .toBe(renamed)
    // The list that shows it changed too.
    await page.goto('/cases')
    await expect(page.getByText(renamed)).toBeVisible()
  } finally {
    await request.patch(`/api/cases/${item.id}?locale=pt`, { headers: auth(token), data: { title: item.title, _status: 'published' } })
  }
})

test('the public cannot read subscribers or drafts through the API', async ({ request }) => {
  expect((await request.get('/api/subscribers')).status()).toBe(403)
  const drafts = await request.get('/api/cases?draft=true&where[_status][equals]=draft')
  expect((await drafts.json()).docs).toEqual([])
})
