import { errorCodes, limits, type ErrorCode } from '@/lib/form-rules'

type Translate = (key: string, values?: Record<string, string | number>) => string

/** A schema error code as a sentence (messages "forms.errors"), with the field's length limit where it applies. */
export function errorText(t: Translate, field: string, code: string | undefined): string | undefined {
  if (!code) return undefined
  const known: ErrorCode = (errorCodes as readonly string[]).includes(code) ? (code as ErrorCode) : 'required'
  const max = (limits as Record<string, number>)[field] ?? 0
  return t(`errors.${known}`, { max })
}
