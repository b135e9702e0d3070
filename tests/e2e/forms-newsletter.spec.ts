import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { decodeQuotedPrintable, linkIn } from '../int/outbox'
import { holdScripts } from './early-input'
import { pauseClock, runUntilMounted, shellReady } from './shell-support'
import { expect, test } from './support/test'
import {
  adminFind,
  confirmationLink,
  home,
  inViewAndStill,
  standsStill,
  submitWhenStill,
  mailTo,
  openReady,
  uniqueEmail,
  type Locale,
} from './forms-support'

// The newsletter form on the home page (spec §3, §5, §8), in both languages.
const text = {
  pt: {
    name: 'Nome',
    surname: 'Sobrenome',
    email: 'E-mail',
    submit: 'Cadastrar',
    required: 'Campo obrigatório.',
    invalid: 'Email inválido.',
    success: 'Seu e-mail foi cadastrado com sucesso!',
    failure: 'Ocorreu um erro, tente novamente mais tarde.',
    confirmTitle: 'Confirme sua inscrição',
    confirmAction: 'Confirmar inscrição',
    confirmed: 'Inscrição confirmada!',
  },
  en: {
    name: 'Name',
    surname: 'Surname',
    email: 'Email',
    submit: 'Sign up',
    required: 'Required field.',
    invalid: 'Email invalid.',
    success: 'Your email was submitted!',
    failure: 'An error occurred, try again later.',
    confirmTitle: 'Confirm your subscription',
    confirmAction: 'Confirm subscription',
    confirmed: 'Subscription confirmed!',
  },
} as const

const form = (page: Page) => page.getByTestId('newsletter-home')
const toast = (page: Page, message: string) => page.locator('[data-sonner-toast]').filter({ hasText: message })

const statusOf = async (request: APIRequestContext, email: string) =>
  (await adminFind(request, 'subscribers', `where[email][equals]=${encodeURIComponent(email)}`))[0]?.status

/** Opens the e-mailed confirmation link in the browser and presses its page's button. */
async function confirmInBrowser(page: Page, link: string, t: (typeof text)[Locale]) {
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmTitle)
  await page.getByRole('button', { name: t.confirmAction }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.confirmed)
}

async function fill(f: Locator, t: (typeof text)[Locale], values: { name: string; surname: string; email: string }) {
  await f.getByLabel(t.name, { exact: true }).fill(values.name)
  await f.getByLabel(t.surname, { exact: true }).fill(values.surname)
  await f.getByLabel(t.email, { exact: true }).fill(values.email)
}

for (const locale of ['pt', 'en'] as const) {
  const t = text[locale]

  test.describe(`newsletter (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await openReady(page, home(locale), locale)
      await inViewAndStill(form(page))
    })

    test('an empty submit shows the required message beside each field and focuses the first', async ({ page }) => {
      const f = form(page)
      await submitWhenStill(f, t.submit)
      for (const label of [t.name, t.surname, t.email]) {
        const input = f.getByLabel(label, { exact: true })
        await expect(input).toHaveAttribute('aria-invalid', 'true')
        // The message is tied to the field, so a screen reader reads it with the field.
        await expect(input).toHaveAccessibleDescription(t.required)
      }
      await expect(f.getByText(t.required)).toHaveCount(3)
      await expect(f.getByLabel(t.name, { exact: true })).toBeFocused()
      // noValidate: the browser's own bubbles never replace these messages.
      expect(await f.evaluate((el) => (el as HTMLFormElement).noValidate)).toBe(true)
    })

    test('a bad e-mail shows the invalid message', async ({ page }) => {
      const f = form(page)
      await fill(f, t, { name: 'Ana', surname: 'Souza', email: 'ana@' })
      await submitWhenStill(f, t.submit)
      const email = f.getByLabel(t.email, { exact: true })
      await expect(email).toHaveAccessibleDescription(t.invalid)
      await expect(email).toBeFocused()
      await expect(f.getByLabel(t.name, { exact: true })).toHaveAttribute('aria-invalid', 'false')
    })

    test('a good sign-up shows the success toast, stores one pending subscriber, and its e-mailed link confirms it', async ({
      page,
      request,
    }) => {
      const email = uniqueEmail(`ok-${locale}`)
      const f = form(page)
      await fill(f, t, { name: 'Ana', surname: 'Souza', email: email.toUpperCase() })
      await submitWhenStill(f, t.submit)
      await expect(toast(page, t.success)).toBeVisible()
      await expect(f.getByLabel(t.email, { exact: true })).toHaveValue('')

      const rows = await adminFind(request, 'subscribers', `where[email][equals]=${encodeURIComponent(email)}`)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        name: 'Ana',
        surname: 'Souza',
        email,
        status: 'pending',
        locale,
        sourcePage: home(locale),
      })

      const link = await confirmationLink(email)
      // A mail gateway that opens the link (a GET, as scanners do) confirms nothing.
      expect((await request.get(link)).status()).toBe(200)
      expect(await statusOf(request, email)).toBe('pending')
      await confirmInBrowser(page, link, t)
      expect(await statusOf(request, email)).toBe('confirmed')
    })

    test('a server failure shows the failure toast', async ({ page }) => {
      await page.route('**/api/newsletter', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"ok":false}' }),
      )
      const f = form(page)
      await fill(f, t, { name: 'Ana', surname: 'Souza', email: uniqueEmail('500') })
      await submitWhenStill(f, t.submit)
      await expect(toast(page, t.failure)).toBeVisible()
      // Nothing was lost: what the visitor typed is still there to try again.
      await expect(f.getByLabel(t.name, { exact: true })).toHaveValue('Ana')
    })
  })
}

test.describe('the e-mailed links', () => {
  async function signUp(request: APIRequestContext, email: string, name = 'Lia') {
    const res = await request.post('/api/newsletter', {
      data: { name, surname: 'Reis', email, locale: 'pt', page: '/' },
    })
    expect(res.ok()).toBe(true)
    return mailTo(email)
  }

  test('the e-mail carries no words from the form, only the address', async ({ request }) => {
    const email = uniqueEmail('prize')
    const mail = await signUp(request, email, 'Prize at https://evil.example')
    expect(mail.to).toBe(email)
    expect(mail.text).toContain('Olá!')
    for (const content of [mail.raw, decodeQuotedPrintable(mail.raw)]) expect(content).not.toContain('evil.example')
  })

  test('a post from another site confirms nothing', async ({ request }) => {
    const email = uniqueEmail('csrf')
    const link = linkIn((await signUp(request, email)).text, '/api/newsletter/confirm?token=')
    const res = await request.post(link, { headers: { origin: 'https://evil.example' }, form: {} })
    expect(res.status()).toBe(403)
    expect(await statusOf(request, email)).toBe('pending')
  })

  test('the unsubscribe link asks too, and only its button unsubscribes', async ({ page, request }) => {
    const email = uniqueEmail('leave')
    const link = linkIn((await signUp(request, email)).text, '/api/newsletter/unsubscribe?token=')
    expect((await request.get(link)).status()).toBe(200)
    expect(await statusOf(request, email)).toBe('pending')
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancelar a inscrição?')
    await page.getByRole('button', { name: 'Cancelar inscrição' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscrição cancelada')
    expect(await statusOf(request, email)).toBe('unsubscribed')
  })

  test('a mail app’s RFC 8058 one-click unsubscribe POST works through the server', async ({ request }) => {
    const email = uniqueEmail('one-click')
    const mail = await signUp(request, email)
    const link = linkIn(mail.text, '/api/newsletter/unsubscribe?token=')
    expect(mail.headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    const res = await request.post(link, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    })
    expect(res.status()).toBe(200)
    expect(await statusOf(request, email)).toBe('unsubscribed')
  })
})

test('every page but home carries the form in its footer; home has only its own section', async ({ page, request }) => {
  const t = text.en
  await openReady(page, '/en/cases', 'en')
  const f = page.getByTestId('newsletter-footer')
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Newsletter' })).toBeVisible()
  const email = uniqueEmail('footer')
  await fill(f, t, { name: 'Bea', surname: 'Lima', email })
  await submitWhenStill(f, t.submit)
  await expect(toast(page, t.success)).toBeVisible()
  const rows = await adminFind(request, 'subscribers', `where[email][equals]=${encodeURIComponent(email)}`)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({ status: 'pending', locale: 'en', sourcePage: '/en/cases' })

  await openReady(page, '/en', 'en')
  await expect(page.getByTestId('newsletter-home')).toBeVisible()
  await expect(page.getByTestId('newsletter-footer')).toHaveCount(0)
})

test('the button shows progress and a second submit while in flight sends nothing', async ({ page }) => {
  await openReady(page, '/', 'pt')
  let posts = 0
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  await page.route('**/api/newsletter', async (route) => {
    posts++
    await held
    await route.continue()
  })
  const f = form(page)
  await fill(f, text.pt, { name: 'Ana', surname: 'Souza', email: uniqueEmail('double') })
  const button = f.getByRole('button', { name: /Cadastrar|Enviando/ })
  await inViewAndStill(f)
  await button.click()
  await expect(button).toBeDisabled()
  await expect(button).toHaveAttribute('aria-busy', 'true')
  await expect(button).toHaveText('Enviando…')
  await f.getByLabel('E-mail', { exact: true }).press('Enter')
  await button.click({ force: true }).catch(() => undefined)
  release()
  await expect(toast(page, text.pt.success)).toBeVisible()
  expect(posts).toBe(1)
})

/**
 * Drags a toast sideways with the mouse. The drag starts on the toast's padding:
 * pressed on its text, Chromium starts a text selection and sonner ignores the
 * move (a finger on a phone has no such problem).
 */
async function swipe(page: Page, target: Locator, dx: number) {
  // A toast that snapped back is still gliding home (a CSS transition, on real time): pressed where its box was a
  // moment ago, the press would miss it.
  await standsStill(target)
  const box = (await target.boundingBox())!
  const x = box.x + 6
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx, y, { steps: 12 })
  await page.mouse.up()
}

test('the outcome toast stays while hovered and closes on a swipe beyond 80 px', async ({ page }) => {
  // The page's timers on Playwright's clock, paused before the toast: its 4 s pass only when the test says.
  await page.clock.install()
  await openReady(page, '/en', 'en')
  await pauseClock(page)
  await page.route('**/api/newsletter', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true,"message":"x"}' }),
  )
  const f = form(page)
  await fill(f, text.en, { name: 'Ana', surname: 'Souza', email: uniqueEmail('toast') })
  await submitWhenStill(f, text.en.submit)
  const shown = toast(page, text.en.success)
  await runUntilMounted(page, shown)
  await shown.hover()
  await page.clock.runFor(5000)
  await expect(shown).toBeVisible()
  // 60 px (beyond sonner's own 45 px) snaps back; 130 px closes it (a closed toast is gone within 600 ms).
  await swipe(page, shown, -60)
  await page.clock.runFor(600)
  await expect(shown).toHaveAttribute('data-removed', 'false')
  await swipe(page, shown, -130)
  await page.clock.runFor(600)
  await expect(shown).toHaveCount(0)
})

// A phone shows the form a while before its script has run: a submit made then is not lost.
for (const locale of ['pt', 'en'] as const) {
  const t = text[locale]
  test(`a submit before the scripts have run shows the messages and focuses the first field (${locale})`, async ({
    page,
  }) => {
    const blocked: string[] = []
    page.on(
      'console',
      (m) => m.type() === 'error' && /Content Security Policy/.test(m.text()) && blocked.push(m.text()),
    )
    const release = await holdScripts(page)
    await page.goto(home(locale), { waitUntil: 'domcontentloaded' })
    await submitWhenStill(form(page), t.submit)
    release()
    await expect(form(page).getByText(t.required)).toHaveCount(3)
    await expect(form(page).getByLabel(t.name, { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(form(page).getByLabel(t.name, { exact: true })).toBeFocused()
    // Once the page's scripts have run, the messages stay: hydration reads the form state the answer carries.
    await shellReady(page)
    await expect(form(page).getByText(t.required)).toHaveCount(3)
    await expect(form(page).getByLabel(t.name, { exact: true })).toHaveAttribute('aria-invalid', 'true')
    expect(blocked).toEqual([])
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const locale of ['pt', 'en'] as const) {
    const t = text[locale]
    test(`the form still works and shows the same messages (${locale})`, async ({ page, request }) => {
      // The section's reveal (a scroll-driven animation, CSS alone) moves it just after it is scrolled into view.
      const submit = () => submitWhenStill(form(page), t.submit)
      await page.goto(home(locale))
      await submit()
      await expect(form(page).getByText(t.required)).toHaveCount(3)
      await expect(form(page).getByLabel(t.name, { exact: true })).toHaveAttribute('aria-invalid', 'true')

      await fill(form(page), t, { name: 'Noé', surname: 'Script', email: 'not-an-email' })
      await submit()
      await expect(form(page).getByLabel(t.email, { exact: true })).toHaveAccessibleDescription(t.invalid)
      await expect(form(page).getByLabel(t.name, { exact: true })).toHaveValue('Noé')

      const email = uniqueEmail(`nojs-${locale}`)
      await form(page).getByLabel(t.email, { exact: true }).fill(email)
      await submit()
      await expect(form(page).getByTestId('form-status')).toHaveText(t.success)
      const rows = await adminFind(request, 'subscribers', `where[email][equals]=${encodeURIComponent(email)}`)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ status: 'pending', locale })
      // The e-mailed link's page is a plain form too.
      await confirmInBrowser(page, await confirmationLink(email), t)
      expect(await statusOf(request, email)).toBe('confirmed')
    })
  }
})

for (const locale of ['pt', 'en'] as const) {
  test(`axe finds no violation in the forms, with and without errors shown (${locale})`, async ({ page }) => {
    await openReady(page, home(locale), locale)
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
    const check = async () => {
      // Google's reCAPTCHA frame is third-party content (stubbed here): ours is the form around it.
      const { violations } = await new AxeBuilder({ page })
        .include('form')
        .exclude('iframe[title="reCAPTCHA"]')
        .withTags(tags)
        .analyze()
      return violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      )
    }
    expect(await check()).toEqual([])
    // By keyboard, one form at a time. A click right after Playwright's instant scroll to a form far
    // down could miss: the section's scroll-driven reveal (48 px → 0) caught up in the next frame,
    // between the button's mousedown and mouseup, so the mouseup landed on the section and no click
    // reached the button (a probe caught the button 48 px higher at mouseup; CI failed so now and then).
    for (const f of await page.locator('form').all()) {
      await f.getByRole('button').last().press('Enter')
      await expect(f.locator('[aria-invalid="true"]').first()).toBeVisible()
    }
    await expect(form(page).getByText(text[locale].required).first()).toBeVisible()
    expect(await check()).toEqual([])
  })
}
