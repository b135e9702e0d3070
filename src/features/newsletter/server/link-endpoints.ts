import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'
import { site } from '@/config/site'
import { siteUrl } from '@/config/site-url'
import { asLocale, formsT } from '@/forms/server/messages'
import { foreignOrigin } from '@/lib/requests/origin'
import { localizePath, paths } from '@/lib/paths'
import { linkPage } from './link-page'
import { linkPaths, type LinkPurpose } from './links'
import { followLink, openLink, type LinkOutcome } from './links-actions'

type Answer = LinkOutcome | { status: 'refused'; subscriber?: undefined }
const httpStatus: Partial<Record<Answer['status'], number>> = { invalid: 400, refused: 403, expired: 410 }

/** The link's page, in the subscriber's language: what opening it, or pressing its button, came to. */
function answer(outcome: Answer, purpose: LinkPurpose, req: PayloadRequest): Response {
  const locale = asLocale(outcome.subscriber?.locale ?? req.searchParams.get('lang'))
  const t = formsT(locale, 'newsletter')
  const home = localizePath(locale, paths.home())
  // A working link asks (`confirmTitle`, `unsubscribeTitle`…); otherwise the page says what happened.
  const key = outcome.status === 'ask' ? purpose : outcome.status
  const token = req.searchParams.get('token') ?? ''
  return linkPage({
    locale,
    title: t(`pages.${key}Title`),
    body: t(`pages.${key}Body`, { days: site.newsletter.confirmLinkDays }),
    action:
      outcome.status === 'ask'
        ? { href: `${linkPaths[purpose]}?token=${encodeURIComponent(token)}`, label: t(`pages.${purpose}Action`) }
        : undefined,
    // An expired link offers the form again: the home page's sign-up section.
    link:
      outcome.status === 'expired'
        ? { href: `${home}#newsletter`, label: t('pages.signUpAgain') }
        : { href: home, label: t('pages.back') },
    status: httpStatus[outcome.status] ?? 200,
  })
}

/** RFC 8058: a mail app's one-click unsubscribe, a POST with `List-Unsubscribe=One-Click` and no page behind it. */
async function oneClick(req: PayloadRequest, purpose: LinkPurpose): Promise<boolean> {
  if (purpose !== 'unsubscribe') return false
  try {
    return (await req.formData?.())?.get('List-Unsubscribe') === 'One-Click'
  } catch {
    return false
  }
}

const open =
  (purpose: LinkPurpose): PayloadHandler =>
  async (req) =>
    answer(await openLink(req.payload, purpose, req.searchParams.get('token')), purpose, req)

// The button's post, refused from a page of another site like every form post (proxy.ts). A mail
// app's one-click post is no page's form: it is taken whatever its Origin, the token being what authorizes it.
const follow =
  (purpose: LinkPurpose): PayloadHandler =>
  async (req) => {
    const token = req.searchParams.get('token')
    const hosts = [req.headers.get('host'), new URL(siteUrl()).host]
    if (!(await oneClick(req, purpose)) && foreignOrigin(req.headers.get('origin'), hosts))
      return answer({ status: 'refused' }, purpose, req)
    return answer(await followLink(req.payload, purpose, token), purpose, req)
  }

/**
 * GET /api/newsletter/confirm|unsubscribe?token=… — the e-mailed links: a page with a button, and nothing changes
 * (mail gateways open every link). POST, the button: confirms or unsubscribes. The unsubscribe POST is also the
 * RFC 8058 one-click POST that mail apps send for List-Unsubscribe-Post.
 */
export const newsletterLinkEndpoints: Endpoint[] = (['confirm', 'unsubscribe'] as const).flatMap((purpose) => [
  { path: linkPaths[purpose].replace(/^\/api/, ''), method: 'get', handler: open(purpose) },
  { path: linkPaths[purpose].replace(/^\/api/, ''), method: 'post', handler: follow(purpose) },
])
