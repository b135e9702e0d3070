import { applyMask } from './mask'

/** Brazilian numbers: landlines have 10 digits, mobiles 11 (area code included). */
export const brPhoneMasks = { landline: '(##) ####-####', mobile: '(##) #####-####' } as const

const digitsOf = (value: string) => value.replace(/\D/g, '')

/** The mask for what has been typed so far: the mobile one once an 11th digit arrives. */
export function brPhoneMask(value: string): string {
  return digitsOf(value).length > 10 ? brPhoneMasks.mobile : brPhoneMasks.landline
}

/** Formats a Brazilian number as it is typed: (11) 3456-7890 or (11) 98765-4321. */
export function formatBrPhone(value: string): string {
  return applyMask(value, brPhoneMask(value))
}

/**
 * International numbers are free-form (spec: no product mask): digits, spaces and
 * the usual separators, a "+" only in front, at most 25 characters.
 */
export function formatInternationalPhone(value: string): string {
  const kept = value.replace(/[^\d\s()+.-]/g, '')
  const plus = kept.trimStart().startsWith('+') ? '+' : ''
  return (plus + kept.replace(/\+/g, '')).replace(/\s{2,}/g, ' ').slice(0, 25)
}

/** The phone formatter of a locale: the Brazilian mask in pt, free international in en. */
export function formatPhone(locale: 'pt' | 'en', value: string): string {
  return locale === 'pt' ? formatBrPhone(value) : formatInternationalPhone(value)
}

/** Server and client rule: separators only, 8 to 15 digits (E.164 allows at most 15). */
export function isPlausiblePhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value.trim())) return false
  const n = digitsOf(value).length
  return n >= 8 && n <= 15
}
