// The monthly newsletter sent from the admin, over a real SMTP server (tests/smtp.ts): a test to the editor, the
// send to confirmed subscribers only, each in their language, once; the headers mail apps use to unsubscribe;
// bounces, retries, a dead sender's claims taken over, the rate, a scheduled send, and who may do what.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import type { NewsletterIssue, Subscriber } from '@/payload-types'
import { doc, link, p } from '@/cms/seed/lexical'
import { idle, LEASE_MS, sendDue } from '@/features/newsletter/issues/sending'
import { api, formsEnv, loginToken, origin } from './forms-harness'
import { startPayload } from './payload-harness'
import { seoOf } from '../publishable'
import { startSmtpSink, type SmtpSink } from '../../tools/smtp-sink.mjs'

formsEnv()
let payload: Payload
let cleanup: () => Promise<void>
let smtp: SmtpSink
// The page an issue links to: a local server, since the checks before a send ask every link.
let linked: http.Server
let page = ''
const password = 'a-long-password-1'
const tokens: Record<'admin' | 'editor' | 'subs', string> = { admin: '', editor: '', subs: '' }

beforeAll(async () => {
  smtp = await startSmtpSink()
  linked = http.createServer((req, res) => res.writeHead(req.url === '/missing' ? 404 : 200).end('ok'))
  await new Promise<void>((resolve) => linked.listen(0, '127.0.0.1', resolve))
  page = `http://127.0.0.1:${(linked.address() as AddressInfo).port}/novo`
  process.env.SMTP_URL = smtp.url
  process.env.NEWSLETTER_PER_MINUTE = '0'
  ;({ payload, cleanup } = await startPayload())
  for (const [name, roles] of [
    ['admin', ['admin']],
    ['editor', ['editor']],
    ['subs', ['subscribers']],
  ] as const) {
    await payload.create({ collection: 'users', data: { email: `${name}@studio.test`, password, roles: [...roles] } })
    tokens[name] = await loginToken(payload, `${name}@studio.test`, password)
  }
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      organization: { legalName: 'Maré Estúdio Ltda.', address: { street: 'Rua Augusta, 100', city: 'São Paulo' } },
    },
  })
})
afterAll(async () => {
  await cleanup?.()
  await smtp?.close()
  linked?.close()
  delete process.env.SMTP_URL
})

let made = 0
async function subscriber(status: Subscriber['status'], locale: 'pt' | 'en' = 'pt', email?: string) {
  made += 1
  return payload.create({
    collection: 'subscribers',
    data: { name: 'Ana', surname: 'Lima', email: email ?? `reader-${made}@example.com`, status, locale },
  })
}

async function issue(subject = 'Novidades de novembro', href = page): Promise<NewsletterIssue> {
  const created = await payload.create({
    collection: 'newsletter-issues',
    locale: 'pt',
    draft: true,
    data: {
      subject,
      preheader: 'O que fizemos este mês',
      body: doc(p('Olá! Lançamos um ', link(href, 'site novo'), '.')) as never,
      _status: 'draft',
    },
  })
  await payload.update({
    collection: 'newsletter-issues',
    id: created.id,
    locale: 'en',
    draft: true,
    data: { subject: `${subject} (en)`, body: doc(p('Hello! We launched a new site.')) as never },
  })
  return created
}

const send = (id: number, token = tokens.editor, body: unknown = {}) =>
  api(`/api/newsletter-issues/${id}/send`, { method: 'POST', token, body })
const mailsTo = (email: string) => smtp.received.filter((m) => m.to === email)

describe("an issue's what's new", () => {
  it('is filled with what was published since the last issue, and listed with links in the e-mail', async () => {
    const reader = await subscriber('confirmed', 'pt')
    const { id: lastId } = await issue('A anterior')
    expect((await send(lastId)).status).toBe(202)
    await idle(payload)
    const post = await payload.create({
      collection: 'posts',
      data: {
        title: 'Um artigo novo',
        excerpt: 'O que aprendemos no projeto.',
        publishedDate: new Date(Date.now() + 1_000).toISOString(),
        ...seoOf('pt'),
        _status: 'published',
      },
    })
    const filled = await api('/api/newsletter-issues/whats-new', { token: tokens.editor })
    expect(filled.status).toBe(200)
    const { items } = await filled.json()
    expect(items).toEqual([{ relationTo: 'posts', value: post.id }])
    expect((await api('/api/newsletter-issues/whats-new', { token: tokens.subs })).status).toBe(403)

    const { id } = await issue('Com novidades')
    await payload.update({ collection: 'newsletter-issues', id, draft: true, data: { whatsNew: items } })
    expect((await send(id)).status).toBe(202)
    await idle(payload)
    const mail = mailsTo(reader.email).find((m) => m.mail?.subject === 'Com novidades')!.mail!
    expect(mail.text).toContain(
      `Novidades no site\n\nUm artigo novo\nO que aprendemos no projeto.\n${origin}/posts/${post.slug}`,
    )
    expect(mail.html).toContain(`href="${origin}/posts/${post.slug}"`)
  })
})

describe('an issue written in the admin', () => {
  it('goes as a test to the signed-in editor in both languages, and to nobody else', async () => {
    await subscriber('confirmed')
    const { id } = await issue('Teste de edição')
    const before = smtp.received.length
    const res = await api(`/api/newsletter-issues/${id}/test`, { method: 'POST', token: tokens.editor, body: {} })
    expect(res.status).toBe(200)
    const got = smtp.received.slice(before)
    expect(got.map((m) => m.to)).toEqual(['editor@studio.test', 'editor@studio.test'])
    expect(got.map((m) => m.mail?.subject).sort()).toEqual(['[Test] Teste de edição (en)', '[Teste] Teste de edição'])
  })

  it('is sent to every confirmed subscriber once, in their language; never to pending or unsubscribed ones', async () => {
    const pt = [await subscriber('confirmed', 'pt'), await subscriber('confirmed', 'pt')]
    const en = await subscriber('confirmed', 'en')
    const pending = await subscriber('pending')
    const gone = await subscriber('unsubscribed')
    const { id } = await issue('Novidades de novembro')
    const res = await send(id)
    expect(res.status).toBe(202)
    await idle(payload)

    for (const s of pt) {
      const [mail, ...more] = mailsTo(s.email)
      expect(more).toEqual([])
      expect(mail.mail?.subject).toBe('Novidades de novembro')
      expect(mail.mail?.text).toContain('Olá! Lançamos um site novo')
      expect(mail.mail?.html).toContain(`href="${page}"`)
    }
    expect(mailsTo(en.email).map((m) => m.mail?.subject)).toEqual(['Novidades de novembro (en)'])
    expect(mailsTo(en.email)[0].mail?.text).toContain('Hello! We launched a new site.')
    expect(mailsTo(pending.email)).toEqual([])
    expect(mailsTo(gone.email)).toEqual([])

    const again = await send(id)
    expect(again.status).toBe(409)
    await idle(payload)
    expect(mailsTo(en.email)).toHaveLength(1)

    const progress = await (await api(`/api/newsletter-issues/${id}/progress`, { token: tokens.subs })).json()
    expect(progress).toMatchObject({ state: 'sent', failed: 0, remaining: 0, reclaimed: 0 })
    expect(progress.sent).toBe(progress.total)
    const reader = await payload.findByID({ collection: 'subscribers', id: en.id, depth: 0 })
    expect(reader.lastIssue).toBe(id)

    // What readers got no longer changes, nor goes away.
    const edit = await api(`/api/newsletter-issues/${id}?draft=true`, {
      method: 'PATCH',
      token: tokens.editor,
      body: { subject: 'Outro assunto' },
    })
    expect(edit.status).toBe(403)
    expect((await api(`/api/newsletter-issues/${id}`, { method: 'DELETE', token: tokens.editor })).status).toBe(403)
    const bulk = await api(`/api/newsletter-issues?where[id][equals]=${id}`, {
      method: 'PATCH',
      token: tokens.editor,
      body: { subject: 'Outro assunto' },
    })
    expect((await bulk.json()).docs ?? []).toEqual([])
    expect((await payload.findByID({ collection: 'newsletter-issues', id, draft: true })).subject).toBe(
      'Novidades de novembro',
    )
  })

  it('carries one-click unsubscribe headers and a footer with the link and the postal address', async () => {
    const reader = await subscriber('confirmed', 'pt')
    const { id } = await issue('Edição com rodapé')
    expect((await send(id)).status).toBe(202)
    await idle(payload)
    const [received] = mailsTo(reader.email)
    const head = received.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
    const url = /^List-Unsubscribe: <([^>]+)>$/m.exec(head)![1].replaceAll(' ', '')
    expect(url).toMatch(new RegExp(`^${origin}/api/newsletter/unsubscribe\\?token=`))
    expect(received.mail!.text).toContain(url)
    expect(received.mail!.html).toContain(url.replaceAll('&', '&amp;'))
    expect(received.mail!.text).toContain('Maré Estúdio Ltda. · Rua Augusta, 100 · São Paulo')
    expect(received.mail!.from?.value[0]).toMatchObject({ name: 'Estúdio Maré' })
    expect(received.raw).not.toMatch(/<img[^>]+(width="1"|height="1")/)

    // RFC 8058: the mail app posts, without a page or a session.
    const post = await api(url, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
    })
    expect(post.status).toBe(200)
    const after = await payload.findByID({ collection: 'subscribers', id: reader.id, depth: 0 })
    expect(after.status).toBe('unsubscribed')
    const report = await (await api(`/api/newsletter-issues/${id}/progress`, { token: tokens.editor })).json()
    expect(report.unsubscribedSince).toBe(1)
  })

  it('marks an address its server refuses as bounced, retries one that fails for now, and skips the bounced later', async () => {
    const bounced = await subscriber('confirmed', 'pt', 'gone@example.com')
    const busy = await subscriber('confirmed', 'pt', 'busy@example.com')
    smtp.refuse('gone@example.com', 550)
    smtp.refuse('busy@example.com', 451)
    const { id } = await issue('Edição com recusas')
    expect((await send(id)).status).toBe(202)
    await idle(payload)
    const report = await (await api(`/api/newsletter-issues/${id}/progress`, { token: tokens.editor })).json()
    expect(report).toMatchObject({ state: 'sending', failed: 1, remaining: 1 })
    expect(report.reasons[0].error).toMatch(/550/)
    expect((await payload.findByID({ collection: 'subscribers', id: bounced.id })).bouncedAt).toBeTruthy()
    expect((await payload.findByID({ collection: 'subscribers', id: busy.id })).bouncedAt).toBeFalsy()

    // The server takes the address again; once the retry is due, it goes.
    smtp.refuse('busy@example.com', null)
    const [retry] = (
      await payload.find({ collection: 'newsletter-recipients', where: { email: { equals: 'busy@example.com' } } })
    ).docs
    expect(retry).toMatchObject({ attempts: 1, sentAt: null })
    await sendDue(payload)
    expect(mailsTo('busy@example.com')).toEqual([])
    await payload.db.updateOne({
      collection: 'newsletter-recipients',
      id: retry.id,
      data: { retryAt: new Date().toISOString() },
    })
    await sendDue(payload)
    expect(mailsTo('busy@example.com').map((m) => m.mail?.subject)).toEqual(['Edição com recusas'])
    expect((await (await api(`/api/newsletter-issues/${id}/progress`, { token: tokens.editor })).json()).state).toBe(
      'sent',
    )

    const next = await issue('A seguinte')
    expect((await send(next.id)).status).toBe(202)
    await idle(payload)
    const recipients = await payload.find({
      collection: 'newsletter-recipients',
      where: { 'send.issue': { equals: next.id } },
      pagination: false,
    })
    expect(recipients.docs.map((r) => r.email)).not.toContain('gone@example.com')
    expect(recipients.docs.map((r) => r.email)).toContain('busy@example.com')
  })

  it('sends again what a killed sender held, once its claim has run out, and counts them', async () => {
    const readers = [await subscriber('confirmed'), await subscriber('confirmed')]
    const { id } = await issue('Edição interrompida')
    expect((await send(id)).status).toBe(202)
    await idle(payload)
    const { docs } = await payload.find({ collection: 'newsletter-sends', where: { issue: { equals: id } } })
    // As a sender killed mid-send leaves them: two rows claimed, not marked sent, the send under way.
    const hold = async (claimedAgoMs: number) => {
      await payload.db.updateMany({
        collection: 'newsletter-recipients',
        where: { email: { in: readers.map((r) => r.email) } },
        data: { sentAt: null, claimedAt: new Date(Date.now() - claimedAgoMs).toISOString() },
      })
      await payload.db.updateOne({ collection: 'newsletter-sends', id: docs[0].id, data: { state: 'sending' } })
    }
    await hold(LEASE_MS - 10_000)
    await sendDue(payload)
    expect(readers.map((r) => mailsTo(r.email).length)).toEqual([1, 1])
    await hold(LEASE_MS + 1_000)
    await sendDue(payload)
    expect(readers.map((r) => mailsTo(r.email).length)).toEqual([2, 2])
    const report = await (await api(`/api/newsletter-issues/${id}/progress`, { token: tokens.editor })).json()
    expect(report).toMatchObject({ state: 'sent', reclaimed: 2, remaining: 0 })
  })

  it('keeps to NEWSLETTER_PER_MINUTE, counted across senders', async () => {
    for (let i = 0; i < 4; i++) await subscriber('confirmed')
    const { id } = await issue('Edição no ritmo')
    process.env.NEWSLETTER_PER_MINUTE = '12'
    try {
      // 12 a minute is 1 in each 5-second window, whoever sent it: earlier sends' messages are an hour old.
      const hourAgo = new Date(Date.now() - 60 * 60_000).toISOString()
      await payload.db.updateMany({ collection: 'newsletter-recipients', where: {}, data: { sentAt: hourAgo } })
      const started = smtp.received.length
      expect((await send(id)).status).toBe(202)
      await sendDue(payload, { budgetMs: 1_500 })
      expect(smtp.received.length - started).toBe(1)
    } finally {
      process.env.NEWSLETTER_PER_MINUTE = '0'
    }
    await idle(payload)
  })

  it('waits for its scheduled time, then goes', async () => {
    const reader = await subscriber('confirmed', 'en')
    const { id } = await issue('Edição agendada')
    const at = new Date(Date.now() + 60 * 60_000)
    const res = await send(id, tokens.editor, { at: at.toISOString() })
    expect(res.status).toBe(202)
    expect((await res.json()).state).toBe('scheduled')
    await sendDue(payload)
    expect(mailsTo(reader.email)).toEqual([])
    vi.useFakeTimers({ toFake: ['Date'], now: at.getTime() + 1_000 })
    try {
      await sendDue(payload)
    } finally {
      vi.useRealTimers()
    }
    expect(mailsTo(reader.email).map((m) => m.mail?.subject)).toEqual(['Edição agendada (en)'])
  })
})

describe('who may send', () => {
  it('refuses anonymous callers and users without the Editor or Admin role', async () => {
    const { id } = await issue('Edição protegida')
    expect((await send(id, '')).status).toBe(401)
    expect((await send(id, tokens.subs)).status).toBe(403)
    expect(
      (await api(`/api/newsletter-issues/${id}/test`, { method: 'POST', token: tokens.subs, body: {} })).status,
    ).toBe(403)
    expect((await api(`/api/newsletter-issues/${id}/progress`)).status).toBe(401)
    expect((await send(999_999, tokens.admin)).status).toBe(404)
  })

  it('refuses an issue without a subject or text in a language that has readers, naming the language', async () => {
    await subscriber('confirmed', 'en')
    const created = await payload.create({
      collection: 'newsletter-issues',
      locale: 'pt',
      draft: true,
      data: { subject: 'Só em português', body: doc(p('Texto')) as never, _status: 'draft' },
    })
    const res = await send(created.id)
    expect(res.status).toBe(400)
    const { errors } = await res.json()
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ locale: 'en', field: 'subject' }),
        expect.objectContaining({ locale: 'en', field: 'body' }),
      ]),
    )
    const broken = await issue('Link quebrado', page.replace('/novo', '/missing'))
    const refused = await send(broken.id)
    expect(refused.status).toBe(400)
    expect((await refused.json()).errors).toEqual([
      expect.objectContaining({ locale: 'pt', field: 'body', message: expect.stringContaining('/missing') }),
    ])
    expect(
      (await api(`/api/newsletter-issues/${created.id}/progress`, { token: tokens.editor }).then((r) => r.json()))
        .state,
    ).toBe('draft')
  })
})
