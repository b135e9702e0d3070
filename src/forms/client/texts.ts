import { limits, type ErrorCode, type FieldErrors } from '@/forms/fields'

/**
 * Everything a form says, translated on the server (forms/server/texts.ts) and handed to the form
 * as props: no message catalogue or formatter in the browser.
 */
export type FormTexts = {
  submit: string
  sending: string
  success: string
  failure: string
  offline: string
  botCheck: string
  /** The hidden field's label, and the word for optional fields. */
  honeypot: string
  optional: string
  /** Per error code; `{max}` is the field's length limit. */
  errors: Record<ErrorCode, string>
}

/** The sentence for a field's error code, with the field's limit filled in. */
export function errorMessage(texts: FormTexts, field: string, code: string | undefined): string | undefined {
  if (!code) return undefined
  const sentence = texts.errors[code as ErrorCode] ?? texts.errors.required
  return sentence.replace('{max}', String((limits as Record<string, number>)[field] ?? ''))
}

export type { FieldErrors }
