import { siteUrl } from '@/config/site-url'
import { signToken, tokenId, verifyToken } from '@/lib/signed-token'

/** The e-mailed links of a subscriber, signed with the app secret (PAYLOAD_SECRET). */
export type LinkPurpose = 'confirm' | 'unsubscribe'

export const linkPaths: Record<LinkPurpose, string> = {
  confirm: '/api/newsletter/confirm',
  unsubscribe: '/api/newsletter/unsubscribe',
}

export function subscriberLink(
  secret: string,
  purpose: LinkPurpose,
  subscriber: { id: number | string; email: string },
): string {
  const token = signToken(secret, `newsletter:${purpose}`, subscriber.id, subscriber.email)
  return `${siteUrl()}${linkPaths[purpose]}?token=${encodeURIComponent(token)}`
}

export { tokenId }

export function linkTokenMatches(
  secret: string,
  purpose: LinkPurpose,
  token: string | null,
  subscriber: { email: string },
): boolean {
  return verifyToken(secret, `newsletter:${purpose}`, token, subscriber.email)
}
