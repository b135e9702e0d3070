import { expect, test } from './support/test'
import { publicDocs } from './support/cms'

test('a case shows its facts, links its services, and plays its video only on request', async ({ page, request }) => {
  const vimeo: string[] = []
  await page.route('https://player.vimeo.com/**', (route) => {
    vimeo.push(route.request().url())
    return route.fulfill({ contentType: 'text/html', body: '<title>player</title>' })
  })
  const [item] = await publicDocs(request, 'cases', 'pt', '&where[slug][equals]=rios-invisiveis-casa-do-vento')
  await page.goto(`/case/${item.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title!)
  await expect(page.getByText('Cliente', { exact: true })).toBeVisible()
  const service = page.locator('dl a[href^="/o-que-fazemos/"]').first()
  await expect(service).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Créditos' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Próximo case/ })).toBeVisible()

  expect(vimeo).toEqual([])
  await page.getByRole('button', { name: /Assistir ao vídeo/ }).click()
  await expect(page.locator('iframe[src^="https://player.vimeo.com/video/"]')).toBeVisible()
  // The player is asked for once the frame loads, which may be a moment after it is shown.
  await expect.poll(() => vimeo.length).toBeGreaterThan(0)

  await service.click()
  await expect(page).toHaveURL(/\/o-que-fazemos\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { name: 'Cases com este serviço' })).toBeVisible()
})

test('an article shows author, São Paulo date, reading time and related articles', async ({ page, request }) => {
  const [post] = await publicDocs(request, 'posts', 'en', '&sort=-publishedDate')
  await page.goto(`/en/posts/${post.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title!)
  await expect(page.getByRole('main').locator('header').getByText(/^By /)).toBeVisible()
  await expect(page.getByText(/^\d+ min read$/).first()).toBeVisible()
  const expected = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', dateStyle: 'long' }).format(
    new Date(post.publishedDate as string),
  )
  await expect(page.locator('header time').first()).toHaveText(expected)
  await expect(page.getByRole('heading', { name: 'Read next' })).toBeVisible()
})

test('the privacy policy has a table of contents that jumps to its sections', async ({ page }) => {
  await page.goto('/politica-de-privacidade')
  await expect(page.getByText(/^Última atualização: /)).toBeVisible()
  const toc = page.getByRole('navigation', { name: 'Nesta página' })
  const links = toc.getByRole('link')
  expect(await links.count()).toBeGreaterThan(3)
  const third = links.nth(2)
  const href = (await third.getAttribute('href'))!
  await third.click()
  await expect(page.locator(href)).toBeInViewport()
})
