import { subscribe } from './subscribe'
import { newsletterSchema } from '../schema'
import { formEndpoint } from '@/forms/server/endpoint'

/**
 * POST /api/newsletter — the sign-up: `{ name, surname, email }` plus the
 * common form fields. The same work without JavaScript goes through the
 * newsletter server action.
 */
export const newsletterEndpoint = formEndpoint({ form: 'newsletter', schema: newsletterSchema, work: subscribe })
