'use server'

import { handleFormPost } from '@/forms/server/post'
import type { FormState } from '@/forms/answers'
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
  return handleFormPost(form, {
    form: 'newsletter',
    schema: newsletterSchema,
    fields: newsletterFields,
    work: subscribe,
  })
}
