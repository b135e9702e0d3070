import type { TextFieldSingleValidation } from 'payload'
import { site } from '@/config/site'

/**
 * Required in Portuguese only. For proper nouns (a person's or a client's name)
 * the other locale falls back to it, so an editor translating a role or a summary
 * is not made to retype the name.
 */
export const requiredInDefaultLocale: TextFieldSingleValidation = (value, { req }) => {
  if ((req.locale ?? site.defaultLocale) !== site.defaultLocale) return true
  return typeof value === 'string' && value.trim() !== '' ? true : req.t('validation:required')
}
