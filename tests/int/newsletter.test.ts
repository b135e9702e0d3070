import fs from 'node:fs'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { resetLimits } from '@/lib/rate-limit'
import { confirmations } from '@/features/newsletter/server/confirmations'
import { subscriberLink } from '@/features/newsletter/server/links'
import { delivered, LEASE_MS, sweep } from '@/forms/server/deliveries'
import { signToken } from '@/lib/signed-token'
import { api, formsEnv, origin, setPolicyVersion } from './forms-harness'
import { decodeQuotedPrintable, linkIn, mailHeader, readOutbox } from './outbox'
import { startPayload } from './payload-harness'

const { outbox } = formsEnv()
let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await startPayload())
  await setPolicyVersion(payload, '2026-01')
})
afterAll(async () => {
  await cleanup?.()
  fs.rmSync(outbox, { recursive: true, force: true })
})
beforeEach(() => {
  process.env.RATE_LIMIT_PER_MINUTE = '10000'
  resetLimits()
})

const signUp = (body: Record<string, unknown>, ip?: string) =>
  api('/api/newsletter', { method: 'POST', body: { locale: 'pt', page: '/', ...body }, ip })
const subscribersWith = async (email: string) =>
  (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, depth: 0 })).docs
/** E-mails to `email`, once the confirmation queue has sent what it holds. */
const mailsTo = async (email: string) => {
  await delivered(payload, confirmations)
  return readOutbox(outbox).filter((m) => m.to.includes(email))
}
const HOUR = 60 * 60 * 1000
/** Runs `fn` with the clock (Date only: timers run as usual) moved `ms` ahead. */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms })
  try {
    return await fn()
  } finally {
    vi.useRealTimers()
  }
}
/** The page's button, as a browser posts it: an empty form to the action, from the site's own origin. */
const press = (url: string, from = origin) =>
  api(url, {
    method: 'POST',
    body: '',
    headers: { origin: from, 'content-type': 'application/x-www-form-urlencoded' },
  })

describe('POST /api/newsletter', () => {
  it('saves exactly once under 50 concurrent identical sign-ups, answers all 50 with success, and sends one e-mail', async () => {
    const body = { name: 'Ana', surname: 'Souza', email: 'Race@Example.com ' }
    const answers = await Promise.all(Array.from({ length: 50 }, () => signUp(body)))
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200))
    const json = await answers[0].json()
    expect(json).toEqual({ ok: true, message: 'Seu e-mail foi cadastrado com sucesso!' })
    const rows = await subscribersWith('race@example.com')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      name: 'Ana',
      surname: 'Souza',
      email: 'race@example.com',
      status: 'pending',
      locale: 'pt',
      policyVersion: '2026-01',
      sourcePage: '/',
    })
    expect(Date.now() - new Date(rows[0].consentAt!).getTime()).toBeLessThan(60_000)
    expect(await mailsTo('race@example.com')).toHaveLength(1)
  })

  it('treats a returning visitor like a new one, without a duplicate', async () => {
    await signUp({ name: 'Bia', surname: 'Lima', email: 'bia@example.com' })
    const again = await signUp({ name: 'Bia', surname: 'Lima', email: 'BIA@example.com' })
    expect(again.status).toBe(200)
    expect(await subscribersWith('bia@example.com')).toHaveLength(1)
  })

  it('records the English locale and the page', async () => {
    const res = await signUp({ name: 'Eve', surname: 'Doe', email: 'eve@example.com', locale: 'en', page: '/en/posts' })
    expect(await res.json()).toEqual({ ok: true, message: 'Your email was submitted!' })
    expect((await subscribersWith('eve@example.com'))[0]).toMatchObject({ locale: 'en', sourcePage: '/en/posts' })
    const [mail] = await mailsTo('eve@example.com')
    expect(mail.subject).toBe('Confirm your newsletter subscription')
  })

  it('puts nothing the form sent but the address in the e-mail: no name, in the greeting or the To', async () => {
    const email = 'prize@example.com'
    const res = await signUp({ name: 'Prize at https://evil.example', surname: 'Call +55 11 5555-0000', email })
    expect(res.status).toBe(200)
    const [mail] = await mailsTo(email)
    expect(mailHeader(mail, 'To')).toBe(email)
    expect(mail.text.startsWith('Olá!\n')).toBe(true)
    // Every part and header of the .eml, raw and decoded.
    for (const content of [mail.raw, decodeQuotedPrintable(mail.raw), mail.text, mailHeader(mail, 'To')])
      for (const words of ['evil.example', 'Prize', '5555']) expect(content).not.toContain(words)
  })

  it('sends one confirmation e-mail per address per 24 h, however often it is signed up', async () => {
    const email = 'again@example.com'
    const body = { name: 'Gil', surname: 'Reis', email }
    const first = await signUp(body)
    expect(await mailsTo(email)).toHaveLength(1)
    // Signed up again an hour and almost a day later: the same answer as a first sign-up, and no e-mail.
    for (const ms of [HOUR, 24 * HOUR - 60_000]) {
      const again = await later(ms, () => signUp(body))
      expect(again.status).toBe(first.status)
      expect(await again.json()).toEqual({ ok: true, message: 'Seu e-mail foi cadastrado com sucesso!' })
      expect(await later(ms, () => mailsTo(email))).toHaveLength(1)
    }
    // A day later, 20 at once: the link goes again, once.
    await later(24 * HOUR + 60_000, async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => signUp(body)))
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200))
      expect(await mailsTo(email)).toHaveLength(2)
      // …and that one counts from now.
      await signUp(body)
      expect(await mailsTo(email)).toHaveLength(2)
    })
    expect((await subscribersWith(email))[0].status).toBe('pending')
  })

  it('refuses invalid fields with the schema’s codes and the localized reason', async () => {
    const res = await signUp({ name: '', surname: 'x'.repeat(81), email: 'nope', locale: 'en' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      ok: false,
      error: 'invalid',
      errors: { name: 'required', surname: 'tooLong', email: 'email' },
      message: 'Check the highlighted fields.',
    })
  })

  it('refuses a body that is not a JSON object', async () => {
    expect(
      (
        await api('/api/newsletter', {
          method: 'POST',
          body: 'name=a',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(400)
    expect(
      (await api('/api/newsletter', { method: 'POST', body: '[1]', headers: { 'content-type': 'application/json' } }))
        .status,
    ).toBe(400)
  })

  it('answers a filled honeypot with success and keeps nothing', async () => {
    const res = await signUp({ name: 'Bot', surname: 'Bot', email: 'bot@example.com', website: 'http://spam.example' })
    expect(res.status).toBe(200)
    expect(await subscribersWith('bot@example.com')).toHaveLength(0)
    expect(await mailsTo('bot@example.com')).toHaveLength(0)
  })

  it('limits each IP to RATE_LIMIT_PER_MINUTE (10 by default) with a localized 429', async () => {
    delete process.env.RATE_LIMIT_PER_MINUTE
    resetLimits()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await signUp({ name: 'R', surname: 'L', email: `rl${i}@example.com`, locale: 'en' }, '203.0.113.50')).status,
      )
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    const refused = await signUp({ name: 'R', surname: 'L', email: 'rl-last@example.com' }, '203.0.113.50')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({
      ok: false,
      error: 'rate-limited',
      message: 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente de novo.',
    })
    // Another visitor is not affected.
    expect((await signUp({ name: 'O', surname: 'K', email: 'other-ip@example.com' }, '203.0.113.51')).status).toBe(200)
  })
})

describe('bot check (reCAPTCHA keys set; Google stubbed at the network layer)', () => {
  beforeEach(() => {
    process.env.RECAPTCHA_SITE_KEY = 'site-key'
    process.env.RECAPTCHA_SECRET_KEY = 'secret-key'
    resetLimits()
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (!String(url).startsWith('https://www.google.com/recaptcha/api/siteverify'))
          throw new Error(`unexpected fetch ${url}`)
        const token = new URLSearchParams(String(init.body)).get('response')
        return Response.json(
          token === 'good-token' ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] },
        )
      }),
    )
  })
  afterAll(() => {
    vi.unstubAllGlobals()
    delete process.env.RECAPTCHA_SITE_KEY
    delete process.env.RECAPTCHA_SECRET_KEY
    resetLimits()
  })

  it('refuses a missing token and a failed token before saving', async () => {
    for (const captcha of [undefined, 'forged-token']) {
      const res = await signUp({ name: 'C', surname: 'D', email: 'captcha@example.com', captcha })
      expect(res.status).toBe(403)
      expect(await res.json()).toMatchObject({
        ok: false,
        error: 'bot-check',
        message: 'Não conseguimos confirmar que você não é um robô.',
      })
    }
    expect(await subscribersWith('captcha@example.com')).toHaveLength(0)
  })

  it('saves with a token Google accepts', async () => {
    expect(
      (await signUp({ name: 'C', surname: 'D', email: 'captcha@example.com', captcha: 'good-token' })).status,
    ).toBe(200)
    expect(await subscribersWith('captcha@example.com')).toHaveLength(1)
  })
})

describe('double opt-in links', () => {
  const email = 'links@example.com'
  let confirmUrl: string
  let unsubscribeUrl: string
  const status = async () => (await subscribersWith(email))[0].status

  beforeAll(async () => {
    await signUp({ name: 'Lia', surname: 'Reis', email })
    const [mail] = await mailsTo(email)
    confirmUrl = linkIn(mail.text, '/api/newsletter/confirm?token=')
    unsubscribeUrl = linkIn(mail.text, '/api/newsletter/unsubscribe?token=')
    expect(mailHeader(mail, 'List-Unsubscribe')).toBe(`<${unsubscribeUrl}>`)
    expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(mail.subject).toBe('Confirme sua inscrição na newsletter')
  })

  it('rejects a tampered confirmation token and changes nothing', async () => {
    const token = new URL(confirmUrl).searchParams.get('token')!
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA')
    for (const t of [tampered, token.replace(/^\d+/, (id) => String(Number(id) + 1)), 'garbage', '']) {
      const url = `/api/newsletter/confirm?token=${encodeURIComponent(t)}`
      for (const res of [await api(url), await press(url)]) {
        expect(res.status).toBe(400)
        expect(await res.text()).toContain('Link inválido')
      }
    }
    // An unsubscribe token is not a confirmation token.
    const cross = new URL(unsubscribeUrl).searchParams.get('token')!
    expect((await press(`/api/newsletter/confirm?token=${encodeURIComponent(cross)}`)).status).toBe(400)
    expect(await status()).toBe('pending')
  })

  it('confirms nothing when the e-mailed link is opened (what mail scanners do): a localized page asks', async () => {
    expect((await api(confirmUrl, { method: 'HEAD' })).status).toBeLessThan(500)
    const res = await api(confirmUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toContain('<h1>Confirme sua inscrição</h1>')
    const path = confirmUrl.slice(origin.length).replace(/&/g, '&amp;')
    expect(html).toContain(`<form method="post" action="${path}"><button type="submit">Confirmar inscrição</button>`)
    expect(html).not.toContain('<script')
    expect(await status()).toBe('pending')
  })

  it('refuses the button’s post from another site, and confirms nothing', async () => {
    for (const from of ['https://evil.example', 'null']) {
      const res = await press(confirmUrl, from)
      expect(res.status).toBe(403)
      expect(await res.text()).toContain('Pedido recusado')
    }
    expect(await status()).toBe('pending')
  })

  it('confirms when the page’s button is pressed, showing a localized page', async () => {
    const res = await press(confirmUrl)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toContain('Inscrição confirmada!')
    const [row] = await subscribersWith(email)
    expect(row.status).toBe('confirmed')
    expect(row.confirmedAt).toBeTruthy()
    // Opening the link or pressing again is harmless, and says so.
    for (const again of [await api(confirmUrl), await press(confirmUrl)]) {
      expect(again.status).toBe(200)
      expect(await again.text()).toContain('Inscrição confirmada!')
    }
  })

  it('rejects a tampered unsubscribe token', async () => {
    const token = new URL(unsubscribeUrl).searchParams.get('token')!
    const url = `/api/newsletter/unsubscribe?token=${encodeURIComponent(token.slice(0, -1) + (token.endsWith('x') ? 'y' : 'x'))}`
    expect((await api(url)).status).toBe(400)
    expect((await press(url)).status).toBe(400)
    expect(await status()).toBe('confirmed')
  })

  it('unsubscribes only when the button on the unsubscribe link’s page is pressed', async () => {
    const opened = await api(unsubscribeUrl)
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain('<button type="submit">Cancelar inscrição</button>')
    expect(await status()).toBe('confirmed')
    expect((await press(unsubscribeUrl, 'https://evil.example')).status).toBe(403)
    expect(await status()).toBe('confirmed')

    const res = await press(unsubscribeUrl)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Inscrição cancelada')
    const [row] = await subscribersWith(email)
    expect(row.status).toBe('unsubscribed')
    expect(row.unsubscribedAt).toBeTruthy()
    // The old confirmation link does not subscribe them again.
    expect((await api(confirmUrl)).status).toBe(400)
    expect((await press(confirmUrl)).status).toBe(400)
    expect(await status()).toBe('unsubscribed')
  })

  it('accepts the RFC 8058 one-click POST from mail apps, whatever Origin they send', async () => {
    for (const headers of [{}, { origin: 'https://mail.example' }] as Record<string, string>[]) {
      await payload.update({
        collection: 'subscribers',
        where: { email: { equals: email } },
        data: { status: 'confirmed' },
      })
      const res = await api(unsubscribeUrl, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      })
      expect(res.status).toBe(200)
      expect(await status()).toBe('unsubscribed')
    }
  })

  it('lets an unsubscribed visitor sign up again: pending, fresh consent, and the link again a day after the last', async () => {
    const before = (await subscribersWith(email))[0]
    await new Promise((r) => setTimeout(r, 5))
    expect((await signUp({ name: 'Lia', surname: 'Reis', email, locale: 'en' })).status).toBe(200)
    const [after] = await subscribersWith(email)
    expect(after).toMatchObject({ id: before.id, status: 'pending', locale: 'en', unsubscribedAt: null })
    expect(new Date(after.consentAt!).getTime()).toBeGreaterThan(new Date(before.consentAt!).getTime())
    // The link went less than a day ago: not again yet.
    expect(await mailsTo(email)).toHaveLength(1)
    await later(24 * HOUR + 60_000, async () => {
      expect((await signUp({ name: 'Lia', surname: 'Reis', email, locale: 'en' })).status).toBe(200)
      const mails = await mailsTo(email)
      expect(mails).toHaveLength(2)
      expect(mails[1].subject).toBe('Confirm your newsletter subscription')
    })
  })
})

describe('an expired confirmation link', () => {
  const DAY = 24 * HOUR
  const signedUp = async (email: string, locale = 'pt') => {
    await signUp({ name: 'Exp', surname: 'Ired', email, locale })
    return (await subscribersWith(email))[0]
  }

  it('works for 7 days after it was e-mailed, then shows a localized page that offers to sign up again', async () => {
    const email = 'expiry@example.com'
    await signedUp(email)
    const [mail] = await mailsTo(email)
    const link = linkIn(mail.text, '/api/newsletter/confirm?token=')
    expect((await later(7 * DAY - 60_000, () => api(link))).status).toBe(200)

    for (const res of await later(7 * DAY + 60_000, async () => [await api(link), await press(link)])) {
      expect(res.status).toBe(410)
      const html = await res.text()
      expect(html).toContain('<html lang="pt-BR">')
      expect(html).toContain('<h1>Este link expirou</h1>')
      expect(html).toContain('Os links de confirmação valem por 7 dias.')
      expect(html).toContain('<a href="/#newsletter">Cadastrar de novo</a>')
      expect(html).not.toContain('<form')
    }
    expect((await subscribersWith(email))[0].status).toBe('pending')
    expect(mail.text).toContain('O link vale por 7 dias.')
  })

  it('is told by the time signed into it, in the subscriber’s language; a link without one counts as expired', async () => {
    const row = await signedUp('expired-en@example.com', 'en')
    const old = subscriberLink(payload.secret, 'confirm', row, Date.now() - 7 * DAY - 1000)
    const res = await press(old)
    expect(res.status).toBe(410)
    const html = await res.text()
    expect(html).toContain('<h1>This link has expired</h1>')
    expect(html).toContain('<a href="/en#newsletter">Sign up again</a>')
    // Links e-mailed before they carried their time.
    const untimed = signToken(payload.secret, 'newsletter:confirm', row.id, row.email)
    expect((await press(`/api/newsletter/confirm?token=${untimed}`)).status).toBe(410)
    expect((await subscribersWith(row.email))[0].status).toBe('pending')
    // An unsubscribe link never expires: an old e-mail must still let its reader leave.
    const leave = subscriberLink(payload.secret, 'unsubscribe', row, Date.now() - 400 * DAY)
    expect((await press(leave)).status).toBe(200)
    expect((await subscribersWith(row.email))[0].status).toBe('unsubscribed')
  })
})

describe('the confirmation e-mail queue', () => {
  it('acknowledges a sign-up whose e-mail fails, keeps it due, and sends it on the next sweep', async () => {
    const email = 'queue@example.com'
    const smtpDown = vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('SMTP down'))
    expect((await signUp({ name: 'Q', surname: 'Ueue', email })).status).toBe(200)
    expect(await mailsTo(email)).toHaveLength(0)
    expect((await subscribersWith(email))[0]).toMatchObject({
      status: 'pending',
      confirmationSentAt: null,
      confirmationClaimedAt: null,
    })
    smtpDown.mockRestore()

    await sweep(payload, confirmations)
    expect(await mailsTo(email)).toHaveLength(1)
    expect((await subscribersWith(email))[0].confirmationSentAt).toBeTruthy()
    // A second sweep finds nothing left to send.
    await sweep(payload, confirmations)
    expect(await mailsTo(email)).toHaveLength(1)
  })

  it('leaves an e-mail claimed by a sender that died alone until the claim expires, then sends it', async () => {
    const email = 'crashed@example.com'
    const smtpDown = vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('SMTP down'))
    expect((await signUp({ name: 'C', surname: 'Rash', email })).status).toBe(200)
    await mailsTo(email)
    smtpDown.mockRestore()
    // What a process killed between claim and send leaves behind: a fresh claim, nothing sent.
    const [row] = await subscribersWith(email)
    await payload.update({
      collection: 'subscribers',
      id: row.id,
      data: { confirmationClaimedAt: new Date().toISOString() },
      depth: 0,
    })
    expect(await sweep(payload, confirmations)).toBe(0)
    expect(readOutbox(outbox).filter((m) => m.to.includes(email))).toHaveLength(0)

    const now = Date.now()
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + LEASE_MS + 1000)
    try {
      expect(await sweep(payload, confirmations)).toBe(1)
    } finally {
      later.mockRestore()
    }
    expect(readOutbox(outbox).filter((m) => m.to.includes(email))).toHaveLength(1)
    expect((await subscribersWith(email))[0].confirmationSentAt).toBeTruthy()
  })

  it('runs as a Payload job that sends what is due (the server schedules it every 10 s)', async () => {
    const email = 'scheduled@example.com'
    const smtpDown = vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('SMTP down'))
    expect((await signUp({ name: 'S', surname: 'Ched', email })).status).toBe(200)
    expect(await mailsTo(email)).toHaveLength(0)
    smtpDown.mockRestore()
    await payload.jobs.queue({ task: 'deliver-emails', queue: 'deliveries', input: {} })
    await payload.jobs.run({ queue: 'deliveries' })
    expect(readOutbox(outbox).filter((m) => m.to.includes(email))).toHaveLength(1)
  })
})
