import { headers } from 'next/headers'
import type { Payload } from 'payload'
import { payloadClient } from '@/content/client'
import type * as z from 'zod/mini'
import type { Locale } from '@/config/site'
import { requestAddress } from '@/lib/requests/client-address'
import type { FormState } from '@/forms/answers'
import { guardSubmission, type Submission } from './guard'
import { echoValues, formState } from './state'
import { asLocale, formsT } from './messages'
import { sourcePath } from './request'

type FormPost<S extends z.ZodMiniType> = {
  form: Submission['form']
  schema: S
  /** The visible fields, echoed back into a refused form. */
  fields: readonly string[]
  work: (payload: Payload, data: z.output<S>, meta: { locale: Locale; sourcePage: string }) => Promise<unknown>
}

/**
 * A form posted without JavaScript, as the forms' server actions receive it:
 * the same guard as the JSON endpoints, answered with the state the page
 * re-renders (field errors beside the fields, or the outcome sentence).
 */
export async function handleFormPost<S extends z.ZodMiniType>(
  data: FormData,
  { form, schema, fields: names, work }: FormPost<S>,
): Promise<FormState> {
  const h = await headers()
  const fields = Object.fromEntries([...data.entries()].filter(([, v]) => typeof v === 'string'))
  const locale = asLocale(fields.locale)
  const payload = await payloadClient()
  const outcome = await guardSubmission(
    payload,
    { form, ip: requestAddress(h), fields, honeypot: fields.website, captchaToken: fields['g-recaptcha-response'] },
    schema,
    (valid) => work(payload, valid, { locale, sourcePage: sourcePath(h.get('referer')) }),
  )
  return formState(outcome, locale, formsT(locale, form)('success'), echoValues(fields, names))
}
