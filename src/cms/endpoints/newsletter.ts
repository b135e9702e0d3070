import { subscribe } from '@/features/newsletter/server/subscribe'
import { newsletterSchema } from '@/features/newsletter/schema'
import { formEndpoint } from './form-endpoint'

/**
 * POST /api/newsletter — the sign-up: `{ name, surname, email }` plus the
 * common form fields. The same work without JavaScript goes through the
 * newsletter server action.
 */
export const newsletterEndpoint = formEndpoint({ form: 'newsletter', schema: newsletterSchema, work: subscribe })
