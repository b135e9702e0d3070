import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { adminFind, home, inViewAndStill, openReady, submitWhenStill, uniqueEmail } from './forms-support'

// The contact / project inquiry form in the home page's contact section.
const text = {
  pt: {
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    company: /^Empresa/,
    budget: 'Orçamento',
    message: 'Mensagem',
    consent: /Li e aceito/,
    submit: 'Enviar mensagem',
    required: 'Campo obrigatório.',
    choice: 'Escolha uma opção.',
    consentError: 'Marque esta opção para enviar.',
    budgetOption: 'Ainda não sei',
    success: 'Mensagem enviada! Responderemos em breve.',
    failure: 'Ocorreu um erro, tente novamente mais tarde.',
  },
  en: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    company: /^Company/,
    budget: 'Budget',
    message: 'Message',
    consent: /I have read and accept/,
    submit: 'Send message',
    required: 'Required field.',
    choice: 'Choose an option.',
    consentError: 'Tick this box to send.',
    budgetOption: 'Not sure yet',
    success: 'Your message was sent! We will get back to you soon.',
    failure: 'An error occurred, try again later.',
  },
} as const

const form = (page: Page) => page.getByTestId('contact-form')
const toast = (page: Page, message: string) => page.locator('[data-sonner-toast]').filter({ hasText: message })

for (const locale of ['pt', 'en'] as const) {
  const t = text[locale]
  test.describe(`contact form (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await openReady(page, home(locale), locale)
      await inViewAndStill(form(page))
    })

    test('an empty submit shows each field’s message, company stays optional', async ({ page }) => {
      const f = form(page)
      await submitWhenStill(f, t.submit)
      for (const label of [t.name, t.email, t.phone, t.message]) {
        await expect(f.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true')
      }
      await expect(f.getByLabel(t.name, { exact: true })).toHaveAccessibleDescription(t.required)
      await expect(f.getByLabel(t.budget, { exact: true })).toHaveAccessibleDescription(t.choice)
      await expect(f.getByLabel(t.consent)).toHaveAccessibleDescription(t.consentError)
      await expect(f.getByLabel(t.company)).toHaveAttribute('aria-invalid', 'false')
      await expect(f.getByLabel(t.name, { exact: true })).toBeFocused()
    })

    test('a complete inquiry shows the success toast and is stored as a lead', async ({ page, request }) => {
      const email = uniqueEmail(`lead-${locale}`)
      const f = form(page)
      await f.getByLabel(t.name, { exact: true }).fill('Ana Souza')
      await f.getByLabel(t.email, { exact: true }).fill(email)
      await f
        .getByLabel(t.phone, { exact: true })
        .pressSequentially(locale === 'pt' ? '11987654321' : '+1 415 555 0100')
      await f.getByLabel(t.budget, { exact: true }).selectOption({ label: t.budgetOption })
      await f.getByLabel(t.message, { exact: true }).fill('Queremos conversar sobre um projeto.')
      await f.getByLabel(t.consent).check()
      await submitWhenStill(f, t.submit)
      await expect(toast(page, t.success)).toBeVisible()
      const leads = await adminFind(request, 'leads', `where[email][equals]=${encodeURIComponent(email)}`)
      expect(leads).toHaveLength(1)
      expect(leads[0]).toMatchObject({
        name: 'Ana Souza',
        budget: 'not-sure',
        status: 'new',
        locale,
        phone: locale === 'pt' ? '(11) 98765-4321' : '+1 415 555 0100',
      })
    })

    test('a server failure shows the failure toast', async ({ page }) => {
      await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: '' }))
      const f = form(page)
      await f.getByLabel(t.name, { exact: true }).fill('Ana')
      await f.getByLabel(t.email, { exact: true }).fill('ana@example.com')
      await f.getByLabel(t.phone, { exact: true }).fill('11987654321')
      await f.getByLabel(t.budget, { exact: true }).selectOption({ label: t.budgetOption })
      await f.getByLabel(t.message, { exact: true }).fill('Oi')
      await f.getByLabel(t.consent).check()
      await submitWhenStill(f, t.submit)
      await expect(toast(page, t.failure)).toBeVisible()
    })
  })
}

test('the phone field masks Brazilian numbers as they are typed (pt)', async ({ page }) => {
  await openReady(page, '/', 'pt')
  const phone = form(page).getByLabel('Telefone', { exact: true })
  await phone.pressSequentially('1134567890')
  await expect(phone).toHaveValue('(11) 3456-7890')
  await phone.pressSequentially('1')
  await expect(phone).toHaveValue('(11) 34567-8901')
  await phone.press('Backspace')
  await expect(phone).toHaveValue('(11) 3456-7890')
  await phone.fill('')
  await phone.pressSequentially('ab11 9x8765-4321')
  await expect(phone).toHaveValue('(11) 98765-4321')
})
