import { applyMask, caretAfterTokens, tokensBefore } from '@/forms/mask'
import { brPhoneMask, formatInternationalPhone } from '@/forms/phone'

/**
 * Formats the phone field as the visitor types: the Brazilian mask in pt
 * ((##) ####-#### growing to (##) #####-####), free international form in en.
 * The caret stays after the same digit, so editing in the middle works.
 */
export function formatPhoneInput(input: HTMLInputElement, locale: 'pt' | 'en'): void {
  const value = input.value
  if (locale === 'en') {
    const next = formatInternationalPhone(value)
    if (next !== value) input.value = next
    return
  }
  const caret = input.selectionStart ?? value.length
  const mask = brPhoneMask(value)
  const typedBefore = tokensBefore(value, caret, mask)
  const next = applyMask(value, mask)
  if (next === value) return
  input.value = next
  if (document.activeElement === input) {
    const position = caretAfterTokens(next, mask, typedBefore)
    input.setSelectionRange(position, position)
  }
}
