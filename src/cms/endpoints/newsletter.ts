import type { Endpoint } from 'payload'
import { subscribe } from '@/features/newsletter/server/subscribe'
import { newsletterSchema } from '@/features/newsletter/schema'
import { clientIp } from '@/lib/client-ip'
import { guardSubmission } from './form-guard'
import { badRequest, formResponse } from './form-response'
import { asLocale, formsT } from './messages'
import { jsonBody, sourcePath } from './request'

/**
 * POST /api/newsletter — the sign-up, as JSON from the site's API client:
 * `{ name, surname, email, locale, page, website (honeypot), captcha }`.
 * The same work without JavaScript goes through the newsletter server action.
 */
export const newsletterEndpoint: Endpoint = {
  path: '/newsletter',
  method: 'post',
  handler: async (req) => {
    const body = await jsonBody(req)
    if (!body) return badRequest('pt')
    const locale = asLocale(body.locale)
    const outcome = await guardSubmission(
      req.payload,
      { form: 'newsletter', ip: clientIp(req.headers), fields: body, honeypot: body.website, captchaToken: body.captcha },
      newsletterSchema,
      (data) => subscribe(req.payload, data, { locale, sourcePage: sourcePath(body.page) }),
    )
    return formResponse(outcome, locale, formsT(locale, 'newsletter')('success'))
  },
}
