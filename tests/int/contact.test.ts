import fs from 'node:fs'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { studioNotices } from '@/features/contact/server/notices'
import { delivered, sweep } from '@/forms/server/deliveries'
import { resetLimits } from '@/lib/rate-limit'
import { api, formsEnv, setPolicyVersion } from './forms-harness'
import { decodeQuotedPrintable, mailHeader, readOutbox } from './outbox'
import { startPayload } from './payload-harness'

const { outbox } = formsEnv()
let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await startPayload())
  await setPolicyVersion(payload, '2026-01')
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'pt',
    data: { studioName: 'Estúdio', organization: { email: 'ola@studio.test' } },
  })
})
afterAll(async () => {
  await cleanup?.()
  fs.rmSync(outbox, { recursive: true, force: true })
})
beforeEach(() => resetLimits())

const inquiry = {
  name: 'Ana Souza',
  email: 'Ana@Client.com',
  phone: '(11) 98765-4321',
  company: 'Cliente SA',
  budget: '50k-100k',
  message: 'Queremos um site novo.\nCom "aspas" & <tags>.',
  consent: true,
}
const send = (body: Record<string, unknown>) =>
  api('/api/contact', { method: 'POST', body: { locale: 'pt', page: '/#contact', ...body } })
const leadsFrom = async (email: string) =>
  (await payload.find({ collection: 'leads', where: { email: { equals: email } }, depth: 0 })).docs

describe('POST /api/contact', () => {
  it('saves the inquiry with consent, then e-mails the studio with Reply-To the visitor', async () => {
    const res = await send({ ...inquiry, submissionId: 'sub-aaaaaaaa-1' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true, message: 'Mensagem enviada! Responderemos em breve.' })
    await delivered(payload, studioNotices)
    const [lead] = await leadsFrom('ana@client.com')
    expect(lead).toMatchObject({
      name: 'Ana Souza',
      phone: '(11) 98765-4321',
      company: 'Cliente SA',
      budget: '50k-100k',
      status: 'new',
      locale: 'pt',
      policyVersion: '2026-01',
    })
    expect(lead.consentAt).toBeTruthy()
    expect(lead.notifiedAt).toBeTruthy()
    const mail = readOutbox(outbox).find((m) => m.to.includes('ola@studio.test'))!
    expect(mail.subject).toBe('Novo contato pelo site: Ana Souza (Cliente SA)')
    expect(mailHeader(mail, 'Reply-To')).toContain('ana@client.com')
    expect(mail.text).toContain('Queremos um site novo.')
    expect(mail.text).toContain('R$ 50 mil a R$ 100 mil')
    // Visitor text is escaped in the HTML part.
    expect(decodeQuotedPrintable(mail.raw)).toContain('Com &quot;aspas&quot; &amp; &lt;tags&gt;.')
  })

  it('never lets a one-line field start a line of the plain-text e-mail', async () => {
    const forged = 'Orçamento: R$ 1 milhão'
    const res = await send({
      ...inquiry,
      name: `Ana\r\n${forged}`,
      company: `Cliente\n${forged}\u2028${forged}`,
      email: 'lines@client.com',
      submissionId: 'sub-lines-0001',
    })
    expect(res.status).toBe(200)
    await delivered(payload, studioNotices)
    const mail = readOutbox(outbox).find((m) => m.raw.includes('lines@client.com'))!
    const lines = mail.text.split(/\r?\n|\u2028/)
    expect(lines.filter((line) => line.startsWith('Orçamento:'))).toEqual(['Orçamento: R$ 50 mil a R$ 100 mil'])
    expect(lines).toContain(`Nome: Ana ${forged}`)
  })

  it('saves a retried inquiry (same submission id) once, even 50 at a time', async () => {
    const body = { ...inquiry, email: 'retry@client.com', submissionId: 'retry-0123456789' }
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(body)))
    expect(answers.every((r) => r.status === 200)).toBe(true)
    expect(await leadsFrom('retry@client.com')).toHaveLength(1)
    await delivered(payload, studioNotices)
  })

  it('refuses missing consent, budget and a bad phone with the schema’s codes', async () => {
    const res = await send({ ...inquiry, consent: false, budget: '', phone: 'abc', locale: 'en' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      error: 'invalid',
      errors: { consent: 'consent', budget: 'choice', phone: 'phone' },
      message: 'Check the highlighted fields.',
    })
  })

  it('keeps the lead when the studio has no e-mail address, and tells the studio once an address is set', async () => {
    await payload.updateGlobal({ slug: 'site-settings', locale: 'pt', data: { organization: { email: null } } })
    expect((await send({ ...inquiry, email: 'nomail@client.com' })).status).toBe(200)
    await delivered(payload, studioNotices)
    expect(await sweep(payload, studioNotices)).toBe(0)
    expect((await leadsFrom('nomail@client.com'))[0].notifiedAt).toBeFalsy()
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'pt',
      data: { organization: { email: 'ola@studio.test' } },
    })
    expect(await sweep(payload, studioNotices)).toBe(1)
    expect((await leadsFrom('nomail@client.com'))[0].notifiedAt).toBeTruthy()
    expect(
      readOutbox(outbox).filter((m) => m.subject.includes('Ana Souza') && m.raw.includes('nomail@client.com')),
    ).toHaveLength(1)
  })

  it('answers the visitor even when the e-mail to the studio fails, and sends it on the next sweep', async () => {
    const smtpDown = vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('SMTP down'))
    expect((await send({ ...inquiry, email: 'smtp-down@client.com' })).status).toBe(200)
    await delivered(payload, studioNotices)
    expect((await leadsFrom('smtp-down@client.com'))[0].notifiedAt).toBeFalsy()
    smtpDown.mockRestore()
    expect(await sweep(payload, studioNotices)).toBe(1)
    expect((await leadsFrom('smtp-down@client.com'))[0].notifiedAt).toBeTruthy()
  })
})
