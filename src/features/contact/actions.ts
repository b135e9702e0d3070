'use server'

import { handleFormPost } from '@/forms/server/post'
import type { FormState } from '@/forms/answers'
import { contactFields, contactSchema } from './schema'
import { saveInquiry } from './server/save-inquiry'

/**
 * The inquiry without JavaScript: the page posts here and comes back rendered
 * with the result (see newsletter/actions.ts for why a server action). With
 * JavaScript the form sends JSON to POST /api/contact through the same guard.
 */
export async function contactAction(_previous: FormState, form: FormData): Promise<FormState> {
  return handleFormPost(form, { form: 'contact', schema: contactSchema, fields: contactFields, work: saveInquiry })
}
