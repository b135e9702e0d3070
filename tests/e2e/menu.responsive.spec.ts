import { expect, test } from './support/test'
import { globalDoc } from './support/cms'
import { shellReady } from './shell-support'

const entries = {
  pt: ['Cases', 'Nossos clientes', 'O que fazemos', 'Sobre nós', 'Contato', 'Artigos', 'Trabalhe conosco', 'Jogos'],
  en: ['Work', 'Our clients', 'What we do', 'About us', 'Contact', 'Articles', 'Work with us', 'Games'],
}

const isPhone = (width: number) => width < 1264

for (const locale of ['pt', 'en'] as const) {
  test(`every menu entry reaches its target (${locale})`, async ({ page, request, viewport }) => {
    const settings = await globalDoc(request, 'site-settings', locale)
    const games = settings.menu.items.find((item: { kind: string }) => item.kind === 'external').url
    const home = locale === 'pt' ? '/' : '/en'
    const expected: Record<string, RegExp | string> = {
      0: new RegExp(`^${locale === 'en' ? '/en' : ''}/cases$`),
      1: '#clients',
      2: locale === 'pt' ? /^\/o-que-fazemos$/ : /^\/en\/what-we-do$/,
      3: '#about',
      4: '#contact',
      5: new RegExp(`^${locale === 'en' ? '/en' : ''}/posts$`),
      // The seeded page built from blocks (its slug in each language).
      6: locale === 'pt' ? /^\/trabalhe-conosco$/ : /^\/en\/work-with-us$/,
      7: games,
    }
    for (const [i, name] of entries[locale].entries()) {
      await page.goto(home)
      // The phone's menu button is an island: it opens the menu once the page has hydrated, which
      // (with the scripts starting after the first frame) can be after the load event.
      if (isPhone(viewport!.width)) {
        await shellReady(page)
        await page.getByRole('button', { name: locale === 'pt' ? 'Abrir menu' : 'Open menu' }).click()
      }
      const link = page.getByRole('banner').getByRole('link', { name: new RegExp(`^${name}( \\(|$)`) })
      const target = expected[i]
      if (typeof target === 'string' && target.startsWith('http')) {
        await expect(link).toHaveAttribute('href', target)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', /noopener/)
        continue
      }
      await link.click()
      if (typeof target === 'string') {
        await expect(page).toHaveURL(new RegExp(`${target}$`))
        await expect(page.locator(target)).toBeInViewport()
      } else {
        await expect.poll(() => new URL(page.url()).pathname).toMatch(target)
      }
    }
  })
}
