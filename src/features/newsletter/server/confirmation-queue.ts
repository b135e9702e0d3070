import type { Payload } from 'payload'
import { sendConfirmationEmail } from './confirmation-email'
import { claimConfirmation, releaseConfirmation } from './subscriber-store'

/**
 * Confirmation e-mails leave the request path: a sign-up is acknowledged once its
 * row is saved, and this queue sends the e-mail right after, one at a time. The
 * subscriber row is the durable part of the queue: `confirmationSentAt` stays
 * empty until an e-mail is claimed, so a crash (or an SMTP failure) leaves the
 * row to be picked up by a sweep, which runs with each process's first sign-up
 * and, after a failure, with the first sign-up a minute or more later.
 * The visitor never waits for SMTP, and an SMTP outage loses nothing.
 */

type Queue = { ids: number[]; running: Promise<void> | null; sweeping: Promise<void> | null; nextSweepAt: number }
const retryAfterMs = 60_000
// One per process: the /api route and the server action are bundled separately.
const KEY = Symbol.for('studio.newsletter.confirmationQueue')
type GlobalWithQueue = typeof globalThis & { [KEY]?: Queue }
const queue = (): Queue => ((globalThis as GlobalWithQueue)[KEY] ??= { ids: [], running: null, sweeping: null, nextSweepAt: 0 })

export function enqueueConfirmation(payload: Payload, id: number): void {
  const q = queue()
  q.ids.push(id)
  if (Date.now() >= q.nextSweepAt) {
    q.nextSweepAt = Infinity
    q.sweeping = sweepUnsent(payload).finally(() => (q.sweeping = null))
  }
  q.running ??= drain(payload, q).finally(() => (q.running = null))
}

/** Resolves when every queued e-mail has been handled (tests, graceful shutdown). */
export async function confirmationsSent(): Promise<void> {
  for (let q = queue(); q.sweeping || q.running; ) await (q.sweeping ?? q.running)
}

async function drain(payload: Payload, q: Queue): Promise<void> {
  // Start after the current request has answered.
  await new Promise((resolve) => setImmediate(resolve))
  while (q.ids.length) {
    const ids = q.ids.splice(0, 50)
    try {
      const won = await Promise.all(ids.map((id) => claimConfirmation(payload, id)))
      const claimed = ids.filter((_, i) => won[i])
      if (!claimed.length) continue
      const { docs } = await payload.find({ collection: 'subscribers', where: { id: { in: claimed } }, pagination: false, depth: 0, overrideAccess: true })
      for (const subscriber of docs) {
        if (subscriber.status !== 'pending') continue
        try {
          await sendConfirmationEmail(payload, subscriber)
        } catch (error) {
          await releaseConfirmation(payload, subscriber.id)
          q.nextSweepAt = Date.now() + retryAfterMs
          payload.logger.error({ err: error, msg: `Newsletter: confirmation e-mail to subscriber ${subscriber.id} failed; it stays queued for the next sweep` })
        }
      }
    } catch (error) {
      // Unclaimed rows keep an empty confirmationSentAt: the next sweep finds them.
      q.nextSweepAt = Date.now() + retryAfterMs
      payload.logger.error({ err: error, msg: 'Newsletter: sending confirmation e-mails failed; they stay queued for the next sweep' })
    }
  }
}

/** Pending subscribers whose e-mail was never claimed (a crash, an SMTP failure): queue them again. */
export async function sweepUnsent(payload: Payload): Promise<void> {
  try {
    const { docs } = await payload.find({
      collection: 'subscribers',
      where: { and: [{ status: { equals: 'pending' } }, { confirmationSentAt: { exists: false } }] },
      select: {},
      limit: 500,
      depth: 0,
      overrideAccess: true,
    })
    const q = queue()
    for (const { id } of docs) if (!q.ids.includes(id)) q.ids.push(id)
    q.running ??= drain(payload, q).finally(() => (q.running = null))
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Newsletter: the sweep for unsent confirmation e-mails failed' })
  }
}
