import { site } from '@/config/site'
import { siteUrl } from '@/config/site-url'
import { readToken, signToken, tokenId } from '@/lib/signed-token'
import { newsletterLinkPaths as linkPaths, type LinkPurpose } from '@/lib/paths'

/** The e-mailed links of a subscriber, signed with the app secret (PAYLOAD_SECRET) and carrying their issue time. */
export { linkPaths, tokenId, type LinkPurpose }

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * How long a link works after it was issued. Confirmation links expire; an unsubscribe link never does: an e-mail
 * read a month later must still let its reader leave.
 */
export const linkMaxAgeMs: Record<LinkPurpose, number | null> = {
  confirm: site.newsletter.confirmLinkDays * DAY_MS,
  unsubscribe: null,
}

export function subscriberLink(
  secret: string,
  purpose: LinkPurpose,
  subscriber: { id: number | string; email: string },
  issuedAt = Date.now(),
): string {
  const token = signToken(secret, `newsletter:${purpose}`, subscriber.id, subscriber.email, issuedAt)
  return `${siteUrl()}${linkPaths[purpose]}?token=${encodeURIComponent(token)}`
}

/**
 * Whether `token` is this subscriber's link for `purpose`, and still working at `now`. A confirmation token without
 * an issue time (e-mailed before links carried one) counts as expired.
 */
export function linkTokenState(
  secret: string,
  purpose: LinkPurpose,
  token: string | null,
  subscriber: { email: string },
  now = Date.now(),
): 'valid' | 'expired' | 'invalid' {
  const read = readToken(secret, `newsletter:${purpose}`, token, subscriber.email)
  if (!read) return 'invalid'
  const maxAge = linkMaxAgeMs[purpose]
  if (maxAge === null) return 'valid'
  return read.issuedAt !== null && now - read.issuedAt <= maxAge ? 'valid' : 'expired'
}

/** RFC 2369 and RFC 8058: mail apps show an "Unsubscribe" button that posts to the link, no page, no sign-in. */
export const listHeaders = (unsubscribeUrl: string) => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})
