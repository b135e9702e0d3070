import type { Payload } from 'payload'
import type * as z from 'zod/mini'
import {
  createRecaptchaVerifier,
  recaptchaKeys,
  recaptchaSiteKey,
  type RecaptchaVerifier,
} from '@/forms/server/recaptcha'
import { fieldErrors, type FieldErrors } from '@/forms/rules'
import { limiter, takePoint } from '@/lib/rate-limit'

/**
 * What every public form submission goes through, in this order, whether it
 * arrives as JSON at /api or as a plain form post without JavaScript:
 *   rate limit (per IP) → honeypot → schema → bot check → the form's own work.
 * The rate limit comes first so that a flood of junk is refused cheaply too.
 */

export type Outcome<R = unknown> =
  | { kind: 'ok'; result?: R }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'rate-limited'; retryAfterS: number }
  | { kind: 'bot' }
  | { kind: 'error' }

/** The forms' limit, read on each use (tests change RATE_LIMIT_PER_MINUTE). */
const formLimiter = () =>
  limiter({ keyPrefix: 'forms', points: Number(process.env.RATE_LIMIT_PER_MINUTE) || 10, duration: 60 })

/** The bot check when its keys are configured (read on each use, like the limit). */
function formVerifier(): RecaptchaVerifier | null {
  const keys = recaptchaKeys()
  return keys ? createRecaptchaVerifier({ secret: keys.secretKey }) : null
}

/** Said once, when Payload starts: whether the bot check is on. */
export function logBotCheckMode(payload: Payload): void {
  if (recaptchaKeys()) payload.logger.info('Forms: reCAPTCHA v2 (invisible) check is on.')
  else if (recaptchaSiteKey())
    payload.logger.warn(
      'Forms: RECAPTCHA_SITE_KEY is set without RECAPTCHA_SECRET_KEY: browsers run the challenge, but the server does not verify it.',
    )
  else
    payload.logger.info(
      'Forms: RECAPTCHA_SITE_KEY/RECAPTCHA_SECRET_KEY not set, the reCAPTCHA check is off (honeypot and rate limit still apply).',
    )
}

export type Submission = {
  /** Which form: limits are counted per form and per IP. */
  form: 'newsletter' | 'contact'
  ip: string
  /** The fields as sent (JSON object or form-data entries). */
  fields: Record<string, unknown>
  /** The hidden field that people never fill. */
  honeypot: unknown
  captchaToken: unknown
}

export async function guardSubmission<S extends z.ZodMiniType, R>(
  payload: Payload,
  submission: Submission,
  schema: S,
  work: (data: z.output<S>) => Promise<R>,
): Promise<Outcome<R>> {
  const verifier = formVerifier()
  const retryAfterS = await takePoint(formLimiter(), `${submission.form}:${submission.ip}`)
  if (retryAfterS !== null) return { kind: 'rate-limited', retryAfterS }
  if (typeof submission.honeypot === 'string' && submission.honeypot.trim() !== '') {
    // Answer as if it worked, so a bot learns nothing; keep nothing.
    payload.logger.info(`Forms: ${submission.form} submission from ${submission.ip} dropped (honeypot filled).`)
    return { kind: 'ok' }
  }
  const parsed = schema.safeParse(submission.fields)
  if (!parsed.success) return { kind: 'invalid', errors: fieldErrors(parsed.error) }
  if (verifier) {
    const verdict = await verifier(
      typeof submission.captchaToken === 'string' ? submission.captchaToken : undefined,
      submission.ip,
    )
    if (!verdict.ok) {
      payload.logger.warn(
        `Forms: ${submission.form} submission from ${submission.ip} refused by the bot check (${verdict.reason} ${verdict.codes.join(' ')}).`,
      )
      return { kind: 'bot' }
    }
  }
  try {
    return { kind: 'ok', result: await work(parsed.data) }
  } catch (error) {
    payload.logger.error({ err: error, msg: `Forms: ${submission.form} submission failed` })
    return { kind: 'error' }
  }
}
