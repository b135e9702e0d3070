/**
 * Server-side check of a reCAPTCHA v2 (invisible) token (spec §5). `fetch` is
 * injected so the accept and reject paths are tested without the network.
 */

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'

export type RecaptchaVerdict =
  { ok: true } | { ok: false; reason: 'missing-token' | 'rejected' | 'unavailable'; codes: string[] }

export type RecaptchaVerifier = (token: string | undefined | null, remoteIp?: string) => Promise<RecaptchaVerdict>

type Options = { secret: string; fetch?: typeof fetch; timeoutMs?: number }

/**
 * The public site key pages carry (the browser runs the challenge); undefined when unset. Pages
 * read it while they render, which for static pages is at build time.
 */
export function recaptchaSiteKey(env: Record<string, string | undefined> = process.env): string | undefined {
  return env.RECAPTCHA_SITE_KEY?.trim() || undefined
}

/** The keys from the environment; null (the server's check off) unless both are set. */
export function recaptchaKeys(
  env: Record<string, string | undefined> = process.env,
): { siteKey: string; secretKey: string } | null {
  const siteKey = env.RECAPTCHA_SITE_KEY?.trim()
  const secretKey = env.RECAPTCHA_SECRET_KEY?.trim()
  return siteKey && secretKey ? { siteKey, secretKey } : null
}

export function createRecaptchaVerifier({
  secret,
  fetch: doFetch = fetch,
  timeoutMs = 5000,
}: Options): RecaptchaVerifier {
  return async (token, remoteIp) => {
    if (!token || typeof token !== 'string' || token.length > 4096)
      return { ok: false, reason: 'missing-token', codes: [] }
    const body = new URLSearchParams({ secret, response: token })
    if (remoteIp) body.set('remoteip', remoteIp)
    let answer: { success?: unknown; 'error-codes'?: unknown }
    try {
      const res = await doFetch(RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (!res.ok) return { ok: false, reason: 'unavailable', codes: [`http-${res.status}`] }
      answer = (await res.json()) as typeof answer
    } catch (error) {
      // Fail closed: a check we could not make is not a pass.
      return { ok: false, reason: 'unavailable', codes: [error instanceof Error ? error.name : 'error'] }
    }
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : []
    return answer.success === true ? { ok: true } : { ok: false, reason: 'rejected', codes }
  }
}
