import type { Endpoint, Payload } from 'payload'
import type * as z from 'zod/mini'
import type { Locale } from '@/config/site'
import { requestAddress } from '@/lib/requests/client-address'
import { guardSubmission, type Submission } from './guard'
import { badRequest, formResponse } from './response'
import { asLocale, formsT } from './messages'
import { jsonBody, sourcePath } from './request'

type FormEndpoint<S extends z.ZodMiniType> = {
  form: Submission['form']
  schema: S
  /** The form's own work once the guard has passed; `body` is the raw JSON, for extras such as an idempotency key. */
  work: (
    payload: Payload,
    data: z.output<S>,
    meta: { locale: Locale; sourcePage: string },
    body: Record<string, unknown>,
  ) => Promise<unknown>
}

/**
 * POST /api/<form> — a public form as JSON from the site's API client: its
 * fields plus `locale, page, website (honeypot), captcha`, through the same
 * guard as the posts without JavaScript (post.ts).
 */
export function formEndpoint<S extends z.ZodMiniType>({ form, schema, work }: FormEndpoint<S>): Endpoint {
  return {
    path: `/${form}`,
    method: 'post',
    handler: async (req) => {
      const body = await jsonBody(req)
      if (!body) return badRequest('pt')
      const locale = asLocale(body.locale)
      const outcome = await guardSubmission(
        req.payload,
        { form, ip: requestAddress(req.headers), fields: body, honeypot: body.website, captchaToken: body.captcha },
        schema,
        (data) => work(req.payload, data, { locale, sourcePage: sourcePath(body.page) }, body),
      )
      return formResponse(outcome, locale, formsT(locale, form)('success'))
    },
  }
}
