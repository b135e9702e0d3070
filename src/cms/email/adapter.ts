import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

/**
 * Payload's e-mail goes through nodemailer: over SMTP when SMTP_URL is set
 * (e.g. smtps://user:pass@smtp.example.com:465), otherwise each message is
 * written as a .eml file to OUTBOX_DIR (default data/outbox) and logged, so the
 * whole sign-up flow works and can be tested on a machine with no mail server.
 *
 * Our own adapter rather than @payloadcms/email-nodemailer: the registry's latest
 * build of that package (3.90.1) pins payload 3.90.1 as a peer, which conflicts
 * with this app's 3.90.2; the adapter is a few lines over nodemailer anyway.
 */
type Recipient = string | { address: string; name?: string }
function recipients(to: SendEmailOptions['to']): string {
  const list = (Array.isArray(to) ? to : [to]) as (Recipient | undefined)[]
  return list.map((r) => (typeof r === 'string' ? r : (r?.address ?? ''))).join(', ')
}

export function emailAdapter(env: Record<string, string | undefined> = process.env): EmailAdapter {
  return ({ payload }) => {
    const smtpUrl = env.SMTP_URL?.trim()
    // Ignored by the output tracer: a runtime folder, not a source file to ship.
    const outbox = path.resolve(/*turbopackIgnore: true*/ env.OUTBOX_DIR || 'data/outbox')
    const fromAddress = env.EMAIL_FROM_ADDRESS || 'no-reply@studio.local'
    const fromName = env.EMAIL_FROM_NAME || 'Studio'
    // Timeouts under the deliveries' 30 s claim (forms/server/deliveries.ts): a send finishes or
    // fails while its claim holds, so a slow server never gets the same e-mail sent twice.
    const transport = smtpUrl
      ? nodemailer.createTransport({
          url: smtpUrl,
          // A few connections kept open and reused: a newsletter's thousands of messages skip a handshake each.
          pool: true,
          maxConnections: 8,
          maxMessages: 1_000,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        } as Parameters<typeof nodemailer.createTransport>[0])
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

    payload.logger.info(
      smtpUrl ? 'E-mail: sending over SMTP (SMTP_URL).' : `E-mail: SMTP_URL not set, writing messages to ${outbox}.`,
    )
    // Created once, not per message (a measurable cost in a burst of sign-ups); again if it vanishes.
    let outboxReady: Promise<unknown> | null = null

    return {
      name: smtpUrl ? 'smtp' : 'outbox',
      defaultFromAddress: fromAddress,
      defaultFromName: fromName,
      sendEmail: async (message: SendEmailOptions) => {
        const info = await transport.sendMail({ from: { name: fromName, address: fromAddress }, ...message })
        if (smtpUrl) return info
        const raw = (info as { message?: Buffer }).message ?? Buffer.from('')
        const file = path.join(outbox, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`)
        await (outboxReady ??= fs.mkdir(outbox, { recursive: true }).catch((error: unknown) => {
          outboxReady = null
          throw error
        }))
        await fs.writeFile(file, raw).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error
          await fs.mkdir(outbox, { recursive: true })
          await fs.writeFile(file, raw)
        })
        payload.logger.info(`E-mail "${message.subject}" to ${recipients(message.to)} written to ${file}`)
        return info
      },
    }
  }
}
