import type { Endpoint, PayloadHandler } from 'payload'
import { confirmSubscription, unsubscribe, type LinkOutcome } from './links-actions'
import { linkPage } from './link-page'
import { asLocale, formsT } from '@/forms/server/messages'

function answer(outcome: LinkOutcome, lang: string | null): Response {
  const locale = asLocale(outcome.subscriber?.locale ?? lang)
  const t = formsT(locale, 'newsletter')
  const back = t('pages.back')
  if (outcome.status === 'invalid')
    return linkPage({ locale, title: t('pages.invalidTitle'), body: t('pages.invalidBody'), back, status: 400 })
  const key = outcome.status === 'confirmed' ? 'confirmed' : 'unsubscribed'
  return linkPage({ locale, title: t(`pages.${key}Title`), body: t(`pages.${key}Body`), back })
}

const confirm: PayloadHandler = async (req) =>
  answer(await confirmSubscription(req.payload, req.searchParams.get('token')), req.searchParams.get('lang'))
const leave: PayloadHandler = async (req) =>
  answer(await unsubscribe(req.payload, req.searchParams.get('token')), req.searchParams.get('lang'))

/**
 * GET /api/newsletter/confirm?token=… — the double opt-in link.
 * GET|POST /api/newsletter/unsubscribe?token=… — the link in every e-mail and the
 * RFC 8058 one-click POST that mail apps send for List-Unsubscribe-Post.
 */
export const newsletterLinkEndpoints: Endpoint[] = [
  { path: '/newsletter/confirm', method: 'get', handler: confirm },
  { path: '/newsletter/unsubscribe', method: 'get', handler: leave },
  { path: '/newsletter/unsubscribe', method: 'post', handler: leave },
]
