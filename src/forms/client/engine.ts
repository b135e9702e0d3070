import type * as z from 'zod/mini'
import { apiPost } from '@/forms/client/api-client'
import { fieldErrors, type FieldErrors } from '@/forms/rules'
import type { FormAnswer } from '@/forms/answers'
import { captchaToken, prepareCaptcha } from './recaptcha'
import type { FormTexts } from './texts'

/** How a form tells its outcome: the site's toasts (features/toaster), handed in by each form. */
export type Notifier = {
  success: (message: string) => void
  error: (message: string, options?: { description?: string }) => void
}

type SendOptions = {
  /** Under /api, e.g. "/newsletter". */
  path: string
  body: Record<string, unknown>
  texts: FormTexts
  /** Runs the bot check; undefined when it is off. */
  captcha: () => Promise<string | undefined>
  onFieldErrors: (errors: FieldErrors) => void
  notify: Notifier
}

/**
 * Sends a form as JSON through the site's API client and tells the outcome with a toast (spec §8):
 * the spec's success sentence, or its failure sentence with the reason underneath when we know it
 * (offline, rate limited, bot check). True when the server kept the submission.
 */
async function send({ path, body, texts, captcha, onFieldErrors, notify }: SendOptions): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    notify.error(texts.failure, { description: texts.offline })
    return false
  }
  let token: string | undefined
  try {
    token = await captcha()
  } catch {
    notify.error(texts.failure, { description: texts.botCheck })
    return false
  }
  const res = await apiPost<FormAnswer>(path, { ...body, captcha: token })
  if (res.ok && res.data?.ok) {
    notify.success(texts.success)
    return true
  }
  const answer = res.data
  if (answer?.error === 'invalid' && answer.errors) onFieldErrors(answer.errors)
  const specific = answer && answer.error !== 'server' && answer.error !== 'bad-request' ? answer.message : undefined
  notify.error(texts.failure, specific ? { description: specific } : undefined)
  return false
}

/**
 * The part of a form that loads when the visitor first focuses it (use-site-form.ts): the shared
 * schema (the server checks the same), the bot check and the send. Each form's module makes one
 * with its schema, so a page's first load carries none of it.
 */
export function createEngine(schema: z.ZodMiniType) {
  return {
    validate: (values: Record<string, unknown>): FieldErrors => {
      const parsed = schema.safeParse(values)
      return parsed.success ? {} : fieldErrors(parsed.error)
    },
    send,
    prepareCaptcha,
    captchaToken,
  }
}

export type Engine = ReturnType<typeof createEngine>
