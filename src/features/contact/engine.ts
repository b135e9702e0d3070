import { createEngine } from '@/forms/client/engine'
import { contactSchema } from './schema'

/** The contact form's validation and sending, loaded on its first focus (see use-site-form.ts). */
export default createEngine(contactSchema)
