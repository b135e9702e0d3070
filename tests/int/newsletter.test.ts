import fs from 'node:fs'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { resetFormGuards } from '@/forms/server/guard'
import { confirmations } from '@/features/newsletter/server/confirmations'
import { delivered, LEASE_MS, sweep } from '@/forms/server/deliveries'
import { api, formsEnv, setPolicyVersion } from './forms-harness'
import { linkIn, mailHeader, readOutbox } from './outbox'
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
  resetFormGuards()
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
    resetFormGuards()
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
    resetFormGuards()
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
    resetFormGuards()
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
      const res = await api(`/api/newsletter/confirm?token=${encodeURIComponent(t)}`)
      expect(res.status).toBe(400)
      expect(await res.text()).toContain('Link inválido')
    }
    // An unsubscribe token is not a confirmation token.
    const cross = new URL(unsubscribeUrl).searchParams.get('token')!
    expect((await api(`/api/newsletter/confirm?token=${encodeURIComponent(cross)}`)).status).toBe(400)
    expect((await subscribersWith(email))[0].status).toBe('pending')
  })

  it('confirms with the e-mailed link, showing a localized page', async () => {
    const res = await api(confirmUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toContain('Inscrição confirmada!')
    const [row] = await subscribersWith(email)
    expect(row.status).toBe('confirmed')
    expect(row.confirmedAt).toBeTruthy()
    // Opening it again is harmless.
    expect((await api(confirmUrl)).status).toBe(200)
  })

  it('rejects a tampered unsubscribe token', async () => {
    const token = new URL(unsubscribeUrl).searchParams.get('token')!
    const res = await api(
      `/api/newsletter/unsubscribe?token=${encodeURIComponent(token.slice(0, -1) + (token.endsWith('x') ? 'y' : 'x'))}`,
    )
    expect(res.status).toBe(400)
    expect((await subscribersWith(email))[0].status).toBe('confirmed')
  })

  it('unsubscribes with one click on the e-mailed link', async () => {
    const res = await api(unsubscribeUrl)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Inscrição cancelada')
    const [row] = await subscribersWith(email)
    expect(row.status).toBe('unsubscribed')
    expect(row.unsubscribedAt).toBeTruthy()
    // The old confirmation link does not subscribe them again.
    expect((await api(confirmUrl)).status).toBe(400)
    expect((await subscribersWith(email))[0].status).toBe('unsubscribed')
  })

  it('accepts the RFC 8058 one-click POST from mail apps', async () => {
    await payload.update({
      collection: 'subscribers',
      where: { email: { equals: email } },
      data: { status: 'confirmed' },
    })
    const res = await api(unsubscribeUrl, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.status).toBe(200)
    expect((await subscribersWith(email))[0].status).toBe('unsubscribed')
  })

  it('lets an unsubscribed visitor sign up again: pending, fresh consent, new e-mail', async () => {
    const before = (await subscribersWith(email))[0]
    await new Promise((r) => setTimeout(r, 5))
    // The per-address e-mail gate (10 min) would hold the e-mail back; it is process memory, so clear it.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('studio.newsletter.emailGate')]
    expect((await signUp({ name: 'Lia', surname: 'Reis', email, locale: 'en' })).status).toBe(200)
    const [after] = await subscribersWith(email)
    expect(after).toMatchObject({ id: before.id, status: 'pending', locale: 'en', unsubscribedAt: null })
    expect(new Date(after.consentAt!).getTime()).toBeGreaterThan(new Date(before.consentAt!).getTime())
    expect(await mailsTo(email)).toHaveLength(2)
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
