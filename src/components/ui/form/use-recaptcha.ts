'use client'

import { useCallback, useEffect, useRef } from 'react'

/**
 * reCAPTCHA v2, invisible (spec §5), only when a site key is configured: Google's
 * script is loaded on the first interaction with a form (not with the page, so it
 * costs nothing to visitors who never fill one), one widget per form, and
 * `token()` runs the challenge on submit. Without a site key this is inert and
 * `token()` answers undefined.
 */
type Grecaptcha = {
  render: (container: HTMLElement, params: Record<string, unknown>) => number
  execute: (widgetId: number) => void
  reset: (widgetId: number) => void
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

const CHALLENGE_TIMEOUT_MS = 120_000
let scriptLoad: Promise<Grecaptcha> | null = null

function loadScript(lang: string): Promise<Grecaptcha> {
  if (scriptLoad) return scriptLoad
  scriptLoad = new Promise<Grecaptcha>((resolve, reject) => {
    const callback = '__studioRecaptchaReady'
    ;(window as unknown as Record<string, () => void>)[callback] = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('grecaptcha missing')))
    const script = document.createElement('script')
    script.src = `https://www.google.com/recaptcha/api.js?onload=${callback}&render=explicit&hl=${encodeURIComponent(lang)}`
    script.async = true
    script.onerror = () => {
      scriptLoad = null // a later attempt may succeed
      script.remove()
      reject(new Error('reCAPTCHA script failed to load'))
    }
    document.head.appendChild(script)
  })
  return scriptLoad
}

export function useRecaptcha(siteKey: string | undefined, lang: string) {
  const container = useRef<HTMLDivElement>(null)
  const widget = useRef<Promise<number> | null>(null)
  const pending = useRef<{ resolve: (token: string) => void; reject: (error: Error) => void } | null>(null)

  const prepare = useCallback((): Promise<number> | null => {
    if (!siteKey || !container.current) return null
    widget.current ??= loadScript(lang).then((grecaptcha) =>
      grecaptcha.render(container.current!, {
        sitekey: siteKey,
        size: 'invisible',
        badge: 'inline',
        callback: (token: string) => pending.current?.resolve(token),
        'expired-callback': () => pending.current?.reject(new Error('reCAPTCHA expired')),
        'error-callback': () => pending.current?.reject(new Error('reCAPTCHA error')),
      }),
    )
    widget.current.catch(() => (widget.current = null))
    return widget.current
  }, [siteKey, lang])

  /** Runs the invisible challenge; undefined when the check is off. Rejects when it cannot be passed. */
  const token = useCallback(async (): Promise<string | undefined> => {
    const ready = prepare()
    if (!ready) return undefined
    const id = await ready
    const grecaptcha = window.grecaptcha!
    try {
      return await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('reCAPTCHA timed out')), CHALLENGE_TIMEOUT_MS)
        pending.current = {
          resolve: (t) => (clearTimeout(timer), resolve(t)),
          reject: (e) => (clearTimeout(timer), reject(e)),
        }
        grecaptcha.execute(id)
      })
    } finally {
      pending.current = null
      // A token is good for one verification: the next submit needs a fresh one.
      grecaptcha.reset(id)
    }
  }, [prepare])

  useEffect(() => () => void (pending.current = null), [])

  return { container, prepare, token, enabled: Boolean(siteKey) }
}
