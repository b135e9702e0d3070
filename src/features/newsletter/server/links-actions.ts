import type { Payload } from 'payload'
import type { Subscriber } from '@/payload-types'
import { linkTokenState, tokenId, type LinkPurpose } from './links'

export type LinkOutcome =
  /** A working link, opened: its page asks for the button press that acts. */
  | { status: 'ask'; subscriber: Subscriber }
  | { status: 'confirmed' | 'unsubscribed' | 'expired'; subscriber: Subscriber }
  | { status: 'invalid'; subscriber?: Subscriber }

/**
 * What an e-mailed link leads to, changing nothing: what a GET shows, so that the mail gateways and
 * scanners that open every link confirm or cancel nobody. A confirmation link is invalid once its
 * subscriber has unsubscribed, so an old one never re-subscribes anyone.
 */
export async function openLink(payload: Payload, purpose: LinkPurpose, token: string | null): Promise<LinkOutcome> {
  const id = tokenId(token)
  if (!id || !/^\d+$/.test(id)) return { status: 'invalid' }
  const subscriber = await payload
    .findByID({ collection: 'subscribers', id: Number(id), depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!subscriber) return { status: 'invalid' }
  const state = linkTokenState(payload.secret, purpose, token, subscriber)
  if (state === 'invalid') return { status: 'invalid' }
  if (purpose === 'confirm' && subscriber.status === 'unsubscribed') return { status: 'invalid', subscriber }
  if (purpose === 'confirm' && subscriber.status === 'confirmed') return { status: 'confirmed', subscriber }
  if (purpose === 'unsubscribe' && subscriber.status === 'unsubscribed') return { status: 'unsubscribed', subscriber }
  if (state === 'expired') return { status: 'expired', subscriber }
  return { status: 'ask', subscriber }
}

/**
 * The button on the link's page (a POST), and the RFC 8058 one-click POST of mail apps for the
 * unsubscribe link: pending → confirmed, or any status → unsubscribed. Pressing it again is harmless.
 */
export async function followLink(payload: Payload, purpose: LinkPurpose, token: string | null): Promise<LinkOutcome> {
  const outcome = await openLink(payload, purpose, token)
  if (outcome.status !== 'ask') return outcome
  const at = new Date().toISOString()
  const subscriber = await payload.update({
    collection: 'subscribers',
    id: outcome.subscriber.id,
    data:
      purpose === 'confirm' ? { status: 'confirmed', confirmedAt: at } : { status: 'unsubscribed', unsubscribedAt: at },
    depth: 0,
    overrideAccess: true,
  })
  return { status: purpose === 'confirm' ? 'confirmed' : 'unsubscribed', subscriber }
}
