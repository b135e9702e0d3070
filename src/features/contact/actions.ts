'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'
import { guardSubmission } from '@/cms/endpoints/form-guard'
import { echoValues, formState } from '@/cms/endpoints/form-state'
import { asLocale, formsT } from '@/cms/endpoints/messages'
import { sourcePath } from '@/cms/endpoints/request'
import { clientIp } from '@/lib/client-ip'
import type { FormState } from '@/lib/form-state'
import { contactFields, contactSchema } from './schema'
import { saveInquiry } from './server/save-inquiry'

/**
 * The inquiry without JavaScript: the page posts here and comes back rendered
 * with the result (see newsletter/actions.ts for why a server action). With
 * JavaScript the form sends JSON to POST /api/contact through the same guard.
 */
export async function contactAction(_previous: FormState, form: FormData): Promise<FormState> {
  const h = await headers()
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))
  const locale = asLocale(fields.locale)
  const payload = await getPayload({ config })
  const outcome = await guardSubmission(
    payload,
    { form: 'contact', ip: clientIp(h), fields, honeypot: fields.website, captchaToken: fields['g-recaptcha-response'] },
    contactSchema,
    (data) => saveInquiry(payload, data, { locale, sourcePage: sourcePath(h.get('referer')) }),
  )
  return formState(outcome, locale, formsT(locale, 'contact')('success'), echoValues(fields, contactFields))
}
