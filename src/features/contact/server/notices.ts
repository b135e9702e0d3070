import type { Lead } from '@/payload-types'
import type { Delivery } from '@/forms/server/deliveries'
import { notifyStudio, studioAddress } from './notify-studio'

/**
 * The studio's notice of a new inquiry as a delivery (forms/server/deliveries.ts): the lead is
 * saved first and answered, and the e-mail follows, surviving SMTP failures and crashes. While
 * the site settings have no studio address there is nobody to tell: the notices wait.
 */
export const studioNotices: Delivery<Lead> = {
  name: 'Contact notice',
  collection: 'leads',
  sent: 'notifiedAt',
  claimed: 'notifyClaimedAt',
  ready: async (payload) => Boolean(await studioAddress(payload)),
  load: async (payload, ids) =>
    (
      await payload.find({
        collection: 'leads',
        where: { id: { in: ids } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    ).docs,
  send: async (payload, lead) => {
    await notifyStudio(payload, lead)
    return 'sent'
  },
  idOf: (lead) => lead.id,
}
