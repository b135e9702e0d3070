import * as z from 'zod/mini'
import { consentBox, emailAddress, limits, optionalText, phoneNumber, requiredText } from '@/forms/rules'
import { budgets } from './fields'

export { budgets, contactFields, type Budget } from './fields'

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
