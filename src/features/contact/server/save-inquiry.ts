import { randomUUID } from 'node:crypto'
import { ValidationError, type Payload } from 'payload'
import type { Lead } from '@/cms/payload-types'
import type { Locale } from '@/config/site'
import { currentPolicyVersion } from '@/cms/endpoints/policy-version'
import type { ContactData } from '../schema'
import { notifyStudio } from './notify-studio'

export type InquiryMeta = { locale: Locale; sourcePage: string; submissionId?: string }

const isDuplicateSubmission = (error: unknown) => error instanceof ValidationError && error.data.errors.some((e) => e.path === 'submissionId')

/**
 * Saves the inquiry first (so nothing is lost if mail fails), then e-mails the
 * studio. A retried request with the same submission id is recognised by the
 * unique index and neither saved nor e-mailed twice.
 */
export async function saveInquiry(payload: Payload, data: ContactData, meta: InquiryMeta): Promise<'saved' | 'duplicate'> {
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
  try {
    if (await notifyStudio(payload, lead)) {
      await payload.update({ collection: 'leads', id: lead.id, data: { notifiedAt: new Date().toISOString() }, depth: 0, overrideAccess: true })
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: `Contact: e-mail about lead ${lead.id} failed; the lead is saved` })
  }
  return 'saved'
}
