import type { Endpoint, PayloadRequest } from 'payload'
import { site, type Locale } from '@/config/site'
import { onlyFor } from '@/cms/access'
import { nestedRequest } from '@/cms/nested-request'
import { say } from '@/cms/say'
import { jsonBody } from '@/forms/server/request'
import type { NewsletterIssue } from '@/payload-types'
import { subscriberLink } from '../server/links'
import { checkIssue } from './checks'
import { personalize, renderIssueEmail } from './email'
import { progress, startSend } from './sending'
import { whatsNewSince } from './whats-new'

/**
 * The issue editor's actions: POST …/:id/test (both languages to the signed-in editor), POST …/:id/send
 * (`{ at }` to schedule; once per issue, then 409), GET …/:id/progress (the progress bar and report) and GET
 * …/whats-new (what was published since the last issue, for the "what's new" button).
 */

const INTEGER = /^\d{1,12}$/
const noStore = { 'cache-control': 'no-store' }

async function latest(req: PayloadRequest, locale: Locale): Promise<NewsletterIssue | null> {
  const id = String(req.routeParams?.id ?? '')
  if (!INTEGER.test(id)) return null
  return (await req.payload.findByID({
    collection: 'newsletter-issues',
    id,
    locale,
    fallbackLocale: false,
    draft: true,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
    req: nestedRequest(req),
  })) as NewsletterIssue | null
}

const notFound = (req: PayloadRequest) =>
  Response.json({ error: say(req, { pt: 'Edição não encontrada.', en: 'Issue not found.' }) }, { status: 404 })

const alreadySent = (req: PayloadRequest) =>
  Response.json(
    { error: say(req, { pt: 'Esta edição já foi enviada.', en: 'This issue has already been sent.' }) },
    { status: 409 },
  )

const sendTest = onlyFor(['admin', 'editor'], async (req) => {
  const to = String((req.user as { email?: string }).email ?? '')
  const sent: Locale[] = []
  for (const locale of site.locales) {
    const issue = await latest(req, locale)
    if (!issue) return notFound(req)
    if (!issue.subject) continue
    const email = await renderIssueEmail(req.payload, issue, locale, { test: true })
    // The editor's own unsubscribe link would act on a subscriber of that address: a test carries the site's.
    const unsubscribe = subscriberLink(req.payload.secret, 'unsubscribe', { id: 0, email: to })
    await req.payload.sendEmail({ to, ...personalize(req.payload, email, unsubscribe) })
    sent.push(locale)
  }
  if (!sent.length)
    return Response.json(
      { error: say(req, { pt: 'Escreva o assunto antes de testar.', en: 'Write the subject before testing.' }) },
      { status: 400 },
    )
  return Response.json({ to, locales: sent }, { headers: noStore })
})

const send = onlyFor(['admin', 'editor'], async (req) => {
  const body = (await jsonBody(req)) ?? {}
  const at = typeof body.at === 'string' ? new Date(body.at) : undefined
  if (at && Number.isNaN(at.getTime()))
    return Response.json({ error: say(req, { pt: 'Data inválida.', en: 'Invalid date.' }) }, { status: 400 })
  const issues = await Promise.all(site.locales.map((locale) => latest(req, locale)))
  if (issues.some((issue) => !issue)) return notFound(req)
  const id = Number(issues[0]!.id)
  if ((await progress(req.payload, id)).state !== 'draft') return alreadySent(req)
  const problems = await checkIssue(req, issues as NewsletterIssue[])
  if (problems.length) return Response.json({ errors: problems }, { status: 400 })
  // What is sent is what is published: the latest draft, published now (it is also the web version).
  await req.payload.update({
    collection: 'newsletter-issues',
    id,
    data: { _status: 'published' },
    overrideAccess: true,
    depth: 0,
    req: nestedRequest(req),
  })
  const outcome = await startSend(req.payload, id, { at, by: Number((req.user as { id: number }).id) })
  if (outcome === 'already') return alreadySent(req)
  return Response.json({ state: outcome, progress: await progress(req.payload, id) }, { status: 202 })
})

const showProgress = onlyFor(['admin', 'editor', 'subscribers'], async (req) => {
  const id = String(req.routeParams?.id ?? '')
  if (!INTEGER.test(id)) return notFound(req)
  return Response.json(await progress(req.payload, Number(id)), { headers: noStore })
})

const whatsNew = onlyFor(['admin', 'editor'], async (req) =>
  Response.json({ items: await whatsNewSince(req.payload) }, { headers: noStore }),
)

export const issueEndpoints: Endpoint[] = [
  { path: '/whats-new', method: 'get', handler: whatsNew },
  { path: '/:id/test', method: 'post', handler: sendTest },
  { path: '/:id/send', method: 'post', handler: send },
  { path: '/:id/progress', method: 'get', handler: showProgress },
]
