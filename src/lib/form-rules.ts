import { z } from 'zod'
import { isPlausiblePhone } from './phone'

/**
 * Building blocks of the form schemas that the browser and the server share.
 * Messages are codes (`required`, `email`, `tooLong`, …), not sentences: each
 * side turns a code into the visitor's language (messages namespace "forms.errors").
 */
export const errorCodes = ['required', 'email', 'tooLong', 'phone', 'consent', 'choice'] as const
export type ErrorCode = (typeof errorCodes)[number]

export const limits = { name: 80, surname: 80, email: 254, phone: 25, company: 120, message: 5000 } as const

/** A required line of text, trimmed, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' })

/** An optional line of text (empty when absent), trimmed, at most `max` characters. */
export const optionalText = (max: number) => z.string({ error: 'required' }).trim().max(max, { error: 'tooLong' }).default('')

/** Required e-mail: trimmed, at most 254 characters (RFC 5321), stored lower-cased. */
export const emailAddress = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(limits.email, { error: 'tooLong' })
    .regex(z.regexes.email, { error: 'email' })
    .toLowerCase()

export const phoneNumber = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(limits.phone, { error: 'tooLong' })
    .refine(isPlausiblePhone, { error: 'phone' })

/** A ticked consent box: true from the browser's form library, "on" from a plain form post. */
export const consentBox = () => z.preprocess((v) => v === true || v === 'on' || v === 'true', z.literal(true, { error: 'consent' }))

/** Field → first error code, the shape both the JSON answer and the form state use. */
export type FieldErrors = Partial<Record<string, ErrorCode>>

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    const code = (errorCodes as readonly string[]).includes(issue.message) ? (issue.message as ErrorCode) : 'required'
    out[field] ??= code
  }
  return out
}
