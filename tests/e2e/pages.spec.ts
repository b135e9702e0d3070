// The seeded "Trabalhe conosco / Work with us" page, built from blocks in the admin: served in both languages, linked
// to each other and listed in the sitemap, its FAQ a keyboard disclosure, axe clean.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'

const page = {
  pt: { path: '/trabalhe-conosco', title: 'Venha fazer com a gente', question: 'Vocês contratam remoto?' },
  en: { path: '/en/work-with-us', title: 'Come make things with us', question: 'Do you hire remotely?' },
} as const

for (const locale of ['pt', 'en'] as const) {
  test(`the page of blocks in ${locale}: its hero, figures, team, FAQ and form, linked to the other language`, async ({
    page: tab,
    baseURL,
  }) => {
    const own = page[locale]
    const other = page[locale === 'pt' ? 'en' : 'pt']
    const answer = await tab.goto(own.path)
    expect(answer?.status()).toBe(200)
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(own.title)
    await expect(tab.locator('dl dd').first()).toHaveText('12')
    await expect(tab.getByRole('textbox').first()).toBeVisible()
    await expect(tab.locator(`link[rel="alternate"][hreflang^="${locale === 'pt' ? 'en' : 'pt'}"]`)).toHaveAttribute(
      'href',
      `${new URL(baseURL!).origin}${other.path}`,
    )

    // The FAQ opens by keyboard, and says so to screen readers (a native disclosure).
    const question = tab.locator('summary', { hasText: own.question })
    await question.focus()
    await tab.keyboard.press('Enter')
    await expect(question.locator('..')).toHaveAttribute('open', '')

    const { violations } = await new AxeBuilder({ page: tab })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
    expect(violations.map((v) => v.id)).toEqual([])
  })
}

test('the sitemap lists the page in both languages; an unknown page is a 404', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`${page.pt.path}</loc>`)
  expect(sitemap).toContain(`${page.en.path}</loc>`)
  expect((await request.get('/pagina-que-ninguem-fez')).status()).toBe(404)
})
