import type { FieldErrors } from './fields'

/**
 * What a public form's server answers, in two shapes: JSON for the API client
 * (`FormAnswer`, with JavaScript) and the form state a server action returns to
 * the re-rendered page (`FormState`, without JavaScript). Messages are already
 * in the visitor's language.
 */
export type FormAnswer = {
  ok: boolean
  error?: 'invalid' | 'rate-limited' | 'bot-check' | 'bad-request' | 'server'
  errors?: FieldErrors
  message: string
}

export type FormState = {
  status: 'idle' | 'ok' | 'invalid' | 'error'
  message?: string
  detail?: string
  errors?: FieldErrors
  /** What the visitor typed, to fill the form again after a refused submission. */
  values?: Record<string, string>
}

export const idleFormState: FormState = { status: 'idle' }
