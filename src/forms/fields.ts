/**
 * What a form's fields may hold and how a problem is named, without the schemas: the forms'
 * always-loaded code needs these (to word an error) but not zod, which loads with the form's
 * engine on first focus (forms/client). The schemas (form-rules.ts) use the same names.
 */
export const errorCodes = ['required', 'email', 'tooLong', 'phone', 'consent', 'choice'] as const
export type ErrorCode = (typeof errorCodes)[number]

export const limits = { name: 80, surname: 80, email: 254, phone: 25, company: 120, message: 5000 } as const

/** Field → first error code, the shape both the JSON answer and the form state use. */
export type FieldErrors = Partial<Record<string, ErrorCode>>
