import * as z from 'zod/mini'
import { consentBox, emailAddress, limits, optionalText, phoneNumber, requiredText } from '@/lib/form-rules'

/** Budget ranges of a project inquiry (labels in messages "contact.budgets"). */
export const budgets = ['up-to-20k', '20k-50k', '50k-100k', 'over-100k', 'not-sure'] as const
export type Budget = (typeof budgets)[number]

/** The contact / project inquiry, checked in the browser and again on the server. */
export const contactSchema = z.object({
  name: requiredText(limits.name),
  email: emailAddress(),
  phone: phoneNumber(),
  company: optionalText(limits.company),
  budget: z.enum(budgets, { error: 'choice' }),
  message: requiredText(limits.message),
  consent: consentBox(),
})

export type ContactValues = z.input<typeof contactSchema>
export type ContactData = z.output<typeof contactSchema>
export const contactFields = ['name', 'email', 'phone', 'company', 'budget', 'message', 'consent'] as const
