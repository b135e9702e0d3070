import { eq } from '@payloadcms/db-sqlite/drizzle'
import type { Subscriber } from '@/payload-types'
import type { Delivery } from '@/forms/server/deliveries'
import { sendConfirmationEmail } from './confirmation-email'

/**
 * The double opt-in e-mail as a delivery (forms/server/deliveries.ts): due while the subscriber
 * is pending and the e-mail has not gone. The visitor never waits for it, and neither an SMTP
 * outage nor a crash loses it.
 */
export const confirmations: Delivery<Subscriber> = {
  name: 'Newsletter confirmation',
  collection: 'subscribers',
  sent: 'confirmationSentAt',
  claimed: 'confirmationClaimedAt',
  due: (t) => eq(t.status as never, 'pending'),
  load: async (payload, ids) =>
    (
      await payload.find({
        collection: 'subscribers',
        where: { id: { in: ids } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    ).docs,
  send: async (payload, subscriber) => {
    // Confirmed or gone since it was queued: nothing to send.
    if (subscriber.status !== 'pending') return 'skip'
    await sendConfirmationEmail(payload, subscriber)
    return 'sent'
  },
  idOf: (subscriber) => subscriber.id,
}
