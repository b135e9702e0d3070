import { contactSchema } from '../schema'
import { saveInquiry } from './save-inquiry'
import { formEndpoint } from '@/forms/server/endpoint'

const submissionIdOf = (value: unknown) =>
  typeof value === 'string' && /^[\w-]{8,64}$/.test(value) ? value : undefined

/**
 * POST /api/contact — a project inquiry: the contact fields plus a
 * `submissionId`, so a retried request never creates a second lead.
 */
export const contactEndpoint = formEndpoint({
  form: 'contact',
  schema: contactSchema,
  work: (payload, data, meta, body) =>
    saveInquiry(payload, data, { ...meta, submissionId: submissionIdOf(body.submissionId) }),
})
