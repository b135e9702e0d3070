import type { Payload } from 'payload'
import { site } from '@/config/site'
import type { Subscriber } from '@/payload-types'
import { asLocale, formsT } from '@/forms/server/messages'
import { escapeHtml } from '@/lib/html'
import { listHeaders, subscriberLink } from './links'

/**
 * The double opt-in e-mail: a signed confirmation link (valid for a week), and (like every newsletter
 * e-mail) a one-click unsubscribe link in the body and in the List-Unsubscribe headers (RFC 2369 /
 * RFC 8058), in the subscriber's language. Nothing the sign-up form sent is in it, not even the name
 * (greeting or To): anyone can sign up any address, and the e-mail must not carry their words to it.
 */
export async function sendConfirmationEmail(payload: Payload, subscriber: Subscriber): Promise<void> {
  const locale = asLocale(subscriber.locale)
  const t = formsT(locale, 'newsletter')
  const confirmUrl = subscriberLink(payload.secret, 'confirm', subscriber)
  const unsubscribeUrl = subscriberLink(payload.secret, 'unsubscribe', subscriber)
  const greeting = t('mail.greeting')
  const validity = t('mail.validity', { days: site.newsletter.confirmLinkDays })
  const text = [
    greeting,
    '',
    `${t('mail.intro')} ${validity}`,
    '',
    `${t('mail.action')}: ${confirmUrl}`,
    '',
    t('mail.ignore'),
    '',
    `${t('mail.unsubscribe')}: ${unsubscribeUrl}`,
    '',
  ].join('\n')
  const html = `<!doctype html><html lang="${locale === 'pt' ? 'pt-BR' : 'en-US'}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t('mail.intro'))} ${escapeHtml(validity)}</p>
<p><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;padding:12px 20px;background:#2EE6A8;color:#04130d;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(t('mail.action'))}</a></p>
<p style="color:#555">${escapeHtml(t('mail.ignore'))}</p>
<p style="color:#555;font-size:13px"><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(t('mail.unsubscribe'))}</a></p>
</body></html>`
  await payload.sendEmail({
    to: subscriber.email,
    subject: t('mail.subject'),
    text,
    html,
    headers: listHeaders(unsubscribeUrl),
  })
}
