// Helpers for the form specs (tests/e2e/forms-*.spec.ts).
import path from 'node:path'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect } from './support/test'
import { adminToken, auth } from './support/cms'
import { linkIn, readOutbox, type OutboxMail } from '../int/outbox'

export type Locale = 'pt' | 'en'
export const home = (locale: Locale) => (locale === 'pt' ? '/' : '/en')

/** Where the server writes e-mails (the runner's OUTBOX_DIR, else the app's default). */
export const outboxDir = () => path.resolve(process.env.OUTBOX_DIR || 'data/outbox')

/** A fresh address per test and run, so specs never see each other's sign-ups. */
export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

/** Opens a page with the shell's listeners attached and the cookie notice out of the way. */
export async function openReady(page: Page, url: string, locale: Locale) {
  await page.goto(url)
  await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready')
  const notice = page.getByRole('button', { name: locale === 'pt' ? 'Entendi' : 'Got it' })
  if (await notice.isVisible()) await notice.click()
}

/**
 * Waits until `target` stands still: three reads of its box in a row agree. Read from outside the page, so it works
 * without JavaScript and on a paused clock (CSS animations and transitions run on real time either way).
 */
export async function standsStill(target: Locator) {
  let last: string | undefined
  let still = 0
  await expect
    .poll(
      async () => {
        const box = await target.boundingBox()
        const now = box ? `${box.x},${box.y}` : undefined
        still = now !== undefined && now === last ? still + 1 : 0
        last = now
        return still
      },
      { intervals: [20] },
    )
    .toBeGreaterThanOrEqual(3)
}

/**
 * Scrolls a form into view and waits until it stands still: each section's reveal is a scroll-driven animation
 * (global.css), so a section moves for a moment after it is scrolled, and a click aimed at its button lands on the
 * form instead.
 */
export async function inViewAndStill(target: Locator) {
  await target.scrollIntoViewIfNeeded()
  await standsStill(target)
}

/** Clicks a form's submit button once the form stands still (typing may have scrolled it back into its reveal). */
export async function submitWhenStill(form: Locator, name: string) {
  await inViewAndStill(form)
  await form.getByRole('button', { name }).click()
}

/** Documents of an admin-only collection, read through the REST API as the seeded admin. */
export async function adminFind(request: APIRequestContext, collection: string, where: string) {
  const res = await request.get(`/api/${collection}?depth=0&${where}`, { headers: auth(adminToken()) })
  expect(res.ok()).toBe(true)
  return (await res.json()).docs as Record<string, unknown>[]
}

/** The e-mail sent to `email` (the .eml in the outbox), waiting for it to land. */
export async function mailTo(email: string): Promise<OutboxMail> {
  let mail: OutboxMail | undefined
  await expect
    .poll(
      () => {
        mail = readOutbox(outboxDir()).find((m) => m.to.includes(email))
        return Boolean(mail)
      },
      { message: `an e-mail to ${email} in ${outboxDir()}`, timeout: 10_000 },
    )
    .toBe(true)
  return mail!
}

/** The confirmation link e-mailed to `email`, waiting for the e-mail to land. */
export async function confirmationLink(email: string): Promise<string> {
  return linkIn((await mailTo(email)).text, '/api/newsletter/confirm?token=')
}
