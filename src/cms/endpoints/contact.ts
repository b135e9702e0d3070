import type { Endpoint } from 'payload'
import { contactSchema } from '@/features/contact/schema'
import { saveInquiry } from '@/features/contact/server/save-inquiry'
import { clientIp } from '@/lib/client-ip'
import { guardSubmission } from './form-guard'
import { badRequest, formResponse } from './form-response'
import { asLocale, formsT } from './messages'
import { jsonBody, sourcePath } from './request'

const submissionIdOf = (value: unknown) => (typeof value === 'string' && /^[\w-]{8,64}$/.test(value) ? value : undefined)

/**
 * POST /api/contact — a project inquiry, as JSON from the site's API client:
 * the contact fields plus `locale, page, submissionId, website (honeypot), captcha`.
 */
export const contactEndpoint: Endpoint = {
  path: '/contact',
  method: 'post',
  handler: async (req) => {
    const body = await jsonBody(req)
    if (!body) return badRequest('pt')
    const locale = asLocale(body.locale)
    const outcome = await guardSubmission(
      req.payload,
      { form: 'contact', ip: clientIp(req.headers), fields: body, honeypot: body.website, captchaToken: body.captcha },
      contactSchema,
      (data) => saveInquiry(req.payload, data, { locale, sourcePage: sourcePath(body.page), submissionId: submissionIdOf(body.submissionId) }),
    )
    return formResponse(outcome, locale, formsT(locale, 'contact')('success'))
  },
}
