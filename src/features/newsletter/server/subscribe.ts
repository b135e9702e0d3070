import type { Payload } from 'payload'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import type { Locale } from '@/config/site'
import type { NewsletterData } from '../schema'
import { enqueue, requeue } from '@/forms/server/deliveries'
import { limiter } from '@/forms/server/limits'
import { currentPolicyVersion } from '@/forms/server/policy-version'
import { confirmations } from './confirmations'
import { insertPending } from './subscriber-store'

export type SubscribeMeta = { locale: Locale; sourcePage: string }
export type SubscribeResult = 'created' | 'pending' | 'resubscribed' | 'confirmed'

// At most one confirmation e-mail per address per 10 minutes, so a burst of
// identical sign-ups (double clicks, retries, 50 tabs) sends one e-mail, not 50; shared by every
// instance when REDIS_URL is set.
const GATE = Symbol.for('studio.newsletter.emailGate')
type GlobalWithGate = typeof globalThis & { [GATE]?: RateLimiterAbstract }
function emailGate(): RateLimiterAbstract {
  const g = globalThis as GlobalWithGate
  return (g[GATE] ??= limiter({ keyPrefix: 'email-gate', points: 1, duration: 600 }))
}

async function mayEmail(email: string): Promise<boolean> {
  try {
    await emailGate().consume(email)
    return true
  } catch {
    return false
  }
}

/**
 * Signs a visitor up, exactly once per e-mail address, safe under concurrency on
 * SQLite and PostgreSQL alike: one INSERT … ON CONFLICT DO NOTHING, so the unique
 * index on email decides; the losers of a race (and returning visitors) find the
 * existing row. A returning visitor is never told anything different from a new
 * one. The confirmation e-mail is queued, not awaited (confirmations.ts).
 */
export async function subscribe(payload: Payload, data: NewsletterData, meta: SubscribeMeta): Promise<SubscribeResult> {
  const consent = {
    consentAt: new Date().toISOString(),
    policyVersion: await currentPolicyVersion(payload),
    locale: meta.locale,
    sourcePage: meta.sourcePage,
  }
  const id = await insertPending(payload, { ...data, ...consent })
  if (id !== null) {
    if (await mayEmail(data.email)) enqueue(payload, confirmations, id)
    return 'created'
  }

  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: data.email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = docs[0]
  if (!existing) throw new Error('Subscriber vanished between insert and lookup')
  if (existing.status === 'confirmed') return 'confirmed'
  if (existing.status === 'unsubscribed') {
    // Coming back is a new consent: record it and ask for confirmation again.
    await payload.update({
      collection: 'subscribers',
      id: existing.id,
      data: {
        ...consent,
        status: 'pending',
        unsubscribedAt: null,
        confirmationSentAt: null,
        confirmationClaimedAt: null,
      },
      depth: 0,
      overrideAccess: true,
    })
    if (await mayEmail(existing.email)) enqueue(payload, confirmations, existing.id)
    return 'resubscribed'
  }
  // Still pending: send the link again (they may have lost the first e-mail), at most once per 10 minutes.
  if (await mayEmail(existing.email)) {
    await requeue(payload, confirmations, existing.id)
    enqueue(payload, confirmations, existing.id)
  }
  return 'pending'
}
