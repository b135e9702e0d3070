import type { Payload } from 'payload'
import { site } from '@/config/site'
import type { Locale } from '@/config/site'
import type { Subscriber } from '@/payload-types'
import type { NewsletterData } from '../schema'
import { enqueue, requeue } from '@/forms/server/deliveries'
import { currentPolicyVersion } from '@/forms/server/policy-version'
import { confirmations } from './confirmations'
import { insertPending } from './subscriber-store'

export type SubscribeMeta = { locale: Locale; sourcePage: string }
export type SubscribeResult = 'created' | 'pending' | 'resubscribed' | 'confirmed'

const RESEND_AFTER_MS = site.newsletter.confirmationEmailEveryHours * 60 * 60 * 1000

/**
 * Asks for the confirmation e-mail again, if the last one went long enough ago: at most one per
 * address per period, however often (or from however many places at once) it is signed up, since
 * anyone can sign up any address. The row's `confirmationSentAt` decides, in one conditional
 * UPDATE (deliveries.ts `requeue`). A row whose e-mail has not gone yet is nudged: the claim lets
 * only one sender have it.
 */
async function resendConfirmation(payload: Payload, row: Subscriber): Promise<void> {
  const requeued = await requeue(payload, confirmations, row.id, new Date(Date.now() - RESEND_AFTER_MS))
  if (requeued || !row.confirmationSentAt) enqueue(payload, confirmations, row.id)
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
    enqueue(payload, confirmations, id)
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
    // Coming back is a new consent: record it and ask for confirmation again (within the same e-mail limit).
    await payload.update({
      collection: 'subscribers',
      id: existing.id,
      data: { ...consent, status: 'pending', unsubscribedAt: null },
      depth: 0,
      overrideAccess: true,
    })
    await resendConfirmation(payload, existing)
    return 'resubscribed'
  }
  // Still pending: send the link again (they may have lost the first e-mail, or it expired).
  await resendConfirmation(payload, existing)
  return 'pending'
}
