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
 * Scrolls `target` into view and waits until it stands still for three frames: sections rise into place as they
 * enter (global.css's scroll-driven reveal, a frame behind the scroll), so a click aimed at once lands beside it.
 */
export async function inViewAndStill(target: Locator) {
  await target.scrollIntoViewIfNeeded()
  await target.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        let last = NaN
        let still = 0
        const frame = () => {
          const top = el.getBoundingClientRect().top
          still = top === last ? still + 1 : 0
          last = top
          if (still >= 3) resolve()
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
  )
}

/**
 * As inViewAndStill, for a page without JavaScript, where no animation frame callback runs: the box is read from
 * outside until three reads in a row agree.
 */
export async function inViewAndStillWithoutScripts(target: Locator) {
  await target.scrollIntoViewIfNeeded()
  let last: number | undefined
  let still = 0
  await expect
    .poll(
      async () => {
        const top = (await target.boundingBox())?.y
        still = top !== undefined && top === last ? still + 1 : 0
        last = top
        return still
      },
      { intervals: [20] },
    )
    .toBeGreaterThanOrEqual(3)
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
