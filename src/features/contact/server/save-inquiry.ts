import { randomUUID } from 'node:crypto'
import { ValidationError, type Payload } from 'payload'
import type { Lead } from '@/payload-types'
import type { Locale } from '@/config/site'
import { enqueue } from '@/forms/server/deliveries'
import { currentPolicyVersion } from '@/forms/server/policy-version'
import type { ContactData } from '../schema'
import { studioNotices } from './notices'

export type InquiryMeta = { locale: Locale; sourcePage: string; submissionId?: string }

const isDuplicateSubmission = (error: unknown) =>
  error instanceof ValidationError && error.data.errors.some((e) => e.path === 'submissionId')

/**
 * Saves the inquiry, then queues the studio's notice (notices.ts): the visitor is answered once
 * the lead is stored, and the e-mail survives SMTP failures and crashes. A retried request with
 * the same submission id is recognised by the unique index and neither saved nor e-mailed twice.
 */
export async function saveInquiry(
  payload: Payload,
  data: ContactData,
  meta: InquiryMeta,
): Promise<'saved' | 'duplicate'> {
  const { consent: _consent, ...fields } = data
  let lead: Lead
  try {
    lead = await payload.create({
      collection: 'leads',
      data: {
        ...fields,
        status: 'new',
        locale: meta.locale,
        sourcePage: meta.sourcePage,
        consentAt: new Date().toISOString(),
        policyVersion: await currentPolicyVersion(payload),
        submissionId: meta.submissionId || randomUUID(),
      },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    if (isDuplicateSubmission(error)) return 'duplicate'
    throw error
  }
  enqueue(payload, studioNotices, lead.id)
  return 'saved'
}
