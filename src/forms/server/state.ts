import type { Locale } from '@/config/site'
import type { FormState } from '@/forms/answers'
import type { Outcome } from './guard'
import { formsT } from './messages'

/** Field values to echo back into a refused form: text only, never the hidden machinery. */
export function echoValues(fields: Record<string, unknown>, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of names) {
    const v = fields[name]
    if (typeof v === 'string') out[name] = v.slice(0, 6000)
  }
  return out
}

/** A guarded submission's outcome as the state of a form posted without JavaScript. */
export function formState(
  outcome: Outcome,
  locale: Locale,
  successMessage: string,
  values: Record<string, string>,
): FormState {
  const t = formsT(locale, 'forms')
  switch (outcome.kind) {
    case 'ok':
      return { status: 'ok', message: successMessage }
    case 'invalid':
      return { status: 'invalid', errors: outcome.errors, values }
    case 'rate-limited':
      return { status: 'error', message: t('failure'), detail: t('reasons.rateLimited'), values }
    case 'bot':
      return { status: 'error', message: t('failure'), detail: t('reasons.botCheck'), values }
    default:
      return { status: 'error', message: t('failure'), values }
  }
}
