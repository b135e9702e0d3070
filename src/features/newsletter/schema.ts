import * as z from 'zod/mini'
import { emailAddress, limits, requiredText } from '@/forms/rules'

/** The newsletter sign-up (spec §3: name, surname, email), checked in the browser and again on the server. */
export const newsletterSchema = z.object({
  name: requiredText(limits.name),
  surname: requiredText(limits.surname),
  email: emailAddress(),
})

export type NewsletterValues = z.input<typeof newsletterSchema>
export type NewsletterData = z.output<typeof newsletterSchema>
export { newsletterFields } from './fields'
