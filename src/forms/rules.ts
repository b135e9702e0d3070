import * as z from 'zod/mini'
import { errorCodes, limits, type ErrorCode, type FieldErrors } from './fields'
import { isPlausiblePhone } from './phone'

/**
 * Building blocks of the form schemas that the browser and the server share.
 * Messages are codes (`required`, `email`, `tooLong`, …), not sentences: each
 * side turns a code into the visitor's language (messages namespace "forms.errors").
 * zod/mini rather than zod: it loads with a form's engine on first focus, and mini's
 * functions tree-shake to a few KiB where the classic API brings all of zod.
 * Checks run in order, so the first issue of a field is the one to show.
 */
export { errorCodes, limits, type ErrorCode, type FieldErrors }

/** A required line of text, trimmed, at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(max, { error: 'tooLong' }))

/** An optional line of text (empty when absent), trimmed, at most `max` characters. */
export const optionalText = (max: number) =>
  z._default(z.string({ error: 'required' }).check(z.trim(), z.maxLength(max, { error: 'tooLong' })), '')

/** Required e-mail: trimmed, at most 254 characters (RFC 5321), stored lower-cased. */
export const emailAddress = () =>
  z
    .string({ error: 'required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'required' }),
      z.maxLength(limits.email, { error: 'tooLong' }),
      z.regex(z.regexes.email, { error: 'email' }),
      z.toLowerCase(),
    )

export const phoneNumber = () =>
  z
    .string({ error: 'required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'required' }),
      z.maxLength(limits.phone, { error: 'tooLong' }),
      z.refine(isPlausiblePhone, { error: 'phone' }),
    )

/** A ticked consent box: true from the browser's form library, "on" from a plain form post. */
export const consentBox = () =>
  z.pipe(
    z.transform((v: unknown) => v === true || v === 'on' || v === 'true'),
    z.literal(true, { error: 'consent' }),
  )

export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    const code = (errorCodes as readonly string[]).includes(issue.message) ? (issue.message as ErrorCode) : 'required'
    out[field] ??= code
  }
  return out
}
