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
import { newsletterFields, newsletterSchema } from './schema'
import { subscribe } from './server/subscribe'

/**
 * The sign-up without JavaScript. The form's `action` is this server action
 * (through useActionState), so a browser that never ran our script still posts
 * the form, and Next re-renders the same page with the result: field errors
 * beside the fields, or the success/failure sentence. Pages stay static: only
 * that POST is rendered on demand. With JavaScript the form never gets here: it
 * sends JSON to POST /api/newsletter instead (spec §7), through the same guard.
 */
export async function newsletterAction(_previous: FormState, form: FormData): Promise<FormState> {
  const h = await headers()
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))
  const locale = asLocale(fields.locale)
  const payload = await getPayload({ config })
  const outcome = await guardSubmission(
    payload,
    { form: 'newsletter', ip: clientIp(h), fields, honeypot: fields.website, captchaToken: fields['g-recaptcha-response'] },
    newsletterSchema,
    (data) => subscribe(payload, data, { locale, sourcePage: sourcePath(h.get('referer')) }),
  )
  return formState(outcome, locale, formsT(locale, 'newsletter')('success'), echoValues(fields, newsletterFields))
}
