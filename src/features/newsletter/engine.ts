import { createEngine } from '@/forms/client/engine'
import { newsletterSchema } from './schema'

/** The newsletter form's validation and sending, loaded on its first focus (see use-site-form.ts). */
export default createEngine(newsletterSchema)
