import type { AfterErrorHook } from 'payload'

type FieldErrors = { collection?: string; global?: string; errors: { path: string; message: string }[] }

const fieldErrorsOf = (error: unknown): FieldErrors | null => {
  const data = (error as { data?: unknown } | null)?.data as Partial<FieldErrors> | undefined
  return data && Array.isArray(data.errors) && data.errors.every((e) => typeof e?.path === 'string')
    ? (data as FieldErrors)
    : null
}

/**
 * A validation error's fields in the REST answer, as Payload sends them in development. In the production build
 * Payload's code is in several chunks, so the answer's `instanceof ValidationError` misses the error thrown by a save,
 * and only its message went out: the admin then showed a toast but marked no field.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const data = fieldErrorsOf(error)
  const { status, isPublic } = error as { status?: number; isPublic?: boolean }
  // Only what Payload itself would show: a public 400 (a ValidationError is).
  if (!data || status !== 400 || !isPublic) return
  if (result?.errors?.some((e) => 'data' in e && e.data)) return
  return { response: { errors: [{ name: 'ValidationError', message: error.message, data }] } }
}
