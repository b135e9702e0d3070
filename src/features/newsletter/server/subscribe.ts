import { ValidationError, type Payload } from 'payload'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import type { Subscriber } from '@/cms/payload-types'
import type { Locale } from '@/config/site'
import type { NewsletterData } from '../schema'
import { sendConfirmationEmail } from './confirmation-email'
import { currentPolicyVersion } from '@/cms/endpoints/policy-version'

export type SubscribeMeta = { locale: Locale; sourcePage: string }
export type SubscribeResult = 'created' | 'pending' | 'resubscribed' | 'confirmed'

// At most one confirmation e-mail per address per 10 minutes, so a burst of
// identical sign-ups (double clicks, retries, 50 tabs) sends one e-mail, not 50.
const GATE = Symbol.for('studio.newsletter.emailGate')
type GlobalWithGate = typeof globalThis & { [GATE]?: RateLimiterMemory }
function emailGate(): RateLimiterMemory {
  const g = globalThis as GlobalWithGate
  return (g[GATE] ??= new RateLimiterMemory({ points: 1, duration: 600 }))
}

async function mayEmail(email: string): Promise<boolean> {
  try {
    await emailGate().consume(email)
    return true
  } catch {
    return false
  }
}

function isDuplicateEmail(error: unknown): boolean {
  return error instanceof ValidationError && error.data.errors.some((e) => e.path === 'email')
}

/**
 * Signs a visitor up, exactly once per e-mail address, safe under concurrency on
 * SQLite and PostgreSQL alike: it tries to insert, and the unique index on email
 * decides; the losers of a race (and returning visitors) find the existing row.
 * A returning visitor is never told anything different from a new one.
 */
export async function subscribe(payload: Payload, data: NewsletterData, meta: SubscribeMeta): Promise<SubscribeResult> {
  const now = new Date().toISOString()
  const policyVersion = await currentPolicyVersion(payload)
  const consent = { consentAt: now, policyVersion, locale: meta.locale, sourcePage: meta.sourcePage }
  let created: Subscriber | null = null
  try {
    created = await payload.create({
      collection: 'subscribers',
      data: { ...data, ...consent, status: 'pending' },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    if (!isDuplicateEmail(error)) throw error
  }
  if (created) {
    await confirmByEmail(payload, created)
    return 'created'
  }

  const { docs } = await payload.find({ collection: 'subscribers', where: { email: { equals: data.email } }, limit: 1, depth: 0, overrideAccess: true })
  const existing = docs[0]
  if (!existing) throw new Error('Subscriber vanished between insert and lookup')
  if (existing.status === 'confirmed') return 'confirmed'
  if (existing.status === 'unsubscribed') {
    // Coming back is a new consent: record it and ask for confirmation again.
    const again = await payload.update({
      collection: 'subscribers',
      id: existing.id,
      data: { ...consent, status: 'pending', unsubscribedAt: null },
      depth: 0,
      overrideAccess: true,
    })
    await confirmByEmail(payload, again)
    return 'resubscribed'
  }
  // Still pending: send the link again (they may have lost the first e-mail).
  await confirmByEmail(payload, existing)
  return 'pending'
}

async function confirmByEmail(payload: Payload, subscriber: Subscriber): Promise<void> {
  if (!(await mayEmail(subscriber.email))) return
  try {
    await sendConfirmationEmail(payload, subscriber)
  } catch (error) {
    // The sign-up is saved either way; reopen the gate so that signing up again resends.
    await emailGate().delete(subscriber.email)
    payload.logger.error({ err: error, msg: `Newsletter: confirmation e-mail to subscriber ${subscriber.id} failed` })
  }
}
