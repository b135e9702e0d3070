import type { Payload } from 'payload'
import type { Subscriber } from '@/payload-types'
import { linkTokenMatches, tokenId, type LinkPurpose } from './links'

export type LinkOutcome =
  { status: 'confirmed' | 'unsubscribed'; subscriber: Subscriber } | { status: 'invalid'; subscriber?: Subscriber }

async function subscriberFor(payload: Payload, purpose: LinkPurpose, token: string | null): Promise<Subscriber | null> {
  const id = tokenId(token)
  if (!id || !/^\d+$/.test(id)) return null
  const subscriber = await payload
    .findByID({ collection: 'subscribers', id: Number(id), depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  return subscriber && linkTokenMatches(payload.secret, purpose, token, subscriber) ? subscriber : null
}

/**
 * The confirmation link: pending → confirmed. Opening it again is fine; after an
 * unsubscribe an old confirmation link no longer re-subscribes anyone.
 */
export async function confirmSubscription(payload: Payload, token: string | null): Promise<LinkOutcome> {
  const subscriber = await subscriberFor(payload, 'confirm', token)
  if (!subscriber) return { status: 'invalid' }
  if (subscriber.status === 'unsubscribed') return { status: 'invalid', subscriber }
  if (subscriber.status === 'confirmed') return { status: 'confirmed', subscriber }
  const updated = await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: { status: 'confirmed', confirmedAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  return { status: 'confirmed', subscriber: updated }
}

/** The unsubscribe link (and the one-click List-Unsubscribe POST): any status → unsubscribed. */
export async function unsubscribe(payload: Payload, token: string | null): Promise<LinkOutcome> {
  const subscriber = await subscriberFor(payload, 'unsubscribe', token)
  if (!subscriber) return { status: 'invalid' }
  if (subscriber.status === 'unsubscribed') return { status: 'unsubscribed', subscriber }
  const updated = await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  return { status: 'unsubscribed', subscriber: updated }
}
