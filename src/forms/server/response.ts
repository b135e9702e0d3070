import type { Locale } from '@/config/site'
import type { Outcome } from './guard'
import { formsT } from './messages'
import type { FormAnswer } from '@/forms/answers'
import { noStore } from './request'

export function formResponse(outcome: Outcome, locale: Locale, successMessage: string): Response {
  const t = formsT(locale, 'forms')
  const json = (status: number, body: FormAnswer, headers: Record<string, string> = {}) =>
    Response.json(body, { status, headers: { ...noStore, ...headers } })
  switch (outcome.kind) {
    case 'ok':
      return json(200, { ok: true, message: successMessage })
    case 'invalid':
      return json(400, { ok: false, error: 'invalid', errors: outcome.errors, message: t('reasons.invalid') })
    case 'rate-limited':
      return json(
        429,
        { ok: false, error: 'rate-limited', message: t('reasons.rateLimited') },
        { 'retry-after': String(outcome.retryAfterS) },
      )
    case 'bot':
      return json(403, { ok: false, error: 'bot-check', message: t('reasons.botCheck') })
    default:
      return json(500, { ok: false, error: 'server', message: t('failure') })
  }
}

export function badRequest(locale: Locale): Response {
  return Response.json(
    { ok: false, error: 'bad-request', message: formsT(locale, 'forms')('failure') } satisfies FormAnswer,
    { status: 400, headers: noStore },
  )
}
