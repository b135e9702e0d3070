'use client'

import { toast } from 'sonner'
import { apiPost } from '@/lib/api-client'
import type { FieldErrors } from '@/lib/form-rules'
import type { FormAnswer } from '@/lib/form-state'

type Texts = { success: string; failure: string; offline: string; botCheck: string }

type Options = {
  /** Under /api, e.g. "/newsletter". */
  path: string
  body: Record<string, unknown>
  texts: Texts
  /** Runs the bot check; undefined when it is off. */
  captcha: () => Promise<string | undefined>
  onFieldErrors: (errors: FieldErrors) => void
}

/**
 * Sends a form as JSON through the site's API client and tells the outcome with
 * a toast (spec §8): the spec's success sentence, or its failure sentence with
 * the reason underneath when we know it (offline, rate limited, bot check).
 * True when the server kept the submission.
 */
export async function sendForm({ path, body, texts, captcha, onFieldErrors }: Options): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    toast.error(texts.failure, { description: texts.offline })
    return false
  }
  let token: string | undefined
  try {
    token = await captcha()
  } catch {
    toast.error(texts.failure, { description: texts.botCheck })
    return false
  }
  const res = await apiPost<FormAnswer>(path, { ...body, captcha: token })
  if (res.ok && res.data?.ok) {
    toast.success(texts.success)
    return true
  }
  const answer = res.data
  if (answer?.error === 'invalid' && answer.errors) onFieldErrors(answer.errors)
  const specific = answer && answer.error !== 'server' && answer.error !== 'bad-request' ? answer.message : undefined
  toast.error(texts.failure, specific ? { description: specific } : undefined)
  return false
}
