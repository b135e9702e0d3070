import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import { prefix, shellReady, type Locale } from './shell-support'

const text = {
  pt: {
    offline: 'Você está offline',
    forms: 'Os formulários ficam desativados até a conexão voltar.',
    back: 'Você está online de novo.',
  },
  en: {
    offline: 'You are offline',
    forms: 'Forms are disabled until you are back online.',
    back: 'You are back online.',
  },
}

for (const locale of ['pt', 'en'] as Locale[]) {
  const t = text[locale]
  test(`offline shows a banner and disables form submits; online hides it and says so (${locale})`, async ({
    page,
    context,
  }) => {
    await page.goto(`${prefix(locale)}/cases`)
    await shellReady(page)
    // A stand-in for the site's forms (the fallback applies to any form not handling it itself).
    await page.evaluate(() => {
      const form = document.createElement('form')
      form.innerHTML = '<label>E-mail <input name="email" type="email"></label><button type="submit">Send</button>'
      document.getElementById('content')!.append(form)
    })
    const submit = page.getByRole('button', { name: 'Send' })
    const banner = page.getByTestId('offline-banner')
    await expect(banner).toBeEmpty()

    await context.setOffline(true)
    await expect(banner).toContainText(t.offline)
    await expect(page.locator('html')).toHaveAttribute('data-offline', '')
    await expect(submit).toBeDisabled()
    await expect(submit).toHaveAccessibleDescription(t.forms)
    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid="offline-banner"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'])
      .analyze()
    expect(violations.map((v) => v.id)).toEqual([])

    await context.setOffline(false)
    await expect(banner).toBeEmpty()
    await expect(page.locator('html')).not.toHaveAttribute('data-offline', /.*/)
    await expect(submit).toBeEnabled()
    await expect(submit).not.toHaveAttribute('aria-describedby', /.*/)
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: t.back })).toBeVisible()
  })
}
