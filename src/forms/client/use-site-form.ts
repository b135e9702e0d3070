'use client'

import { useActionState, useCallback, useRef, useState, type FormEvent } from 'react'
import type { FieldErrors } from '@/forms/fields'
import { idleFormState, type FormState } from '@/forms/answers'
import type { Engine, Notifier } from './engine'
import type { FormTexts } from './texts'

type Options<F extends string> = {
  /** The server action a post without JavaScript goes to (useActionState). */
  action: (state: FormState, data: FormData) => Promise<FormState>
  /** The page's own URL, localized: where a post made before JavaScript ran comes back to. */
  permalink: string
  /** Fields in reading order (the first invalid one takes focus). */
  fields: readonly F[]
  /** This form's validation and sending (engine.ts + its schema), loaded when the visitor needs it. */
  load: () => Promise<Engine>
  /** The JSON endpoint under /api and what to send besides the fields. */
  path: string
  extra?: () => Record<string, unknown>
  siteKey?: string
  lang: string
  texts: FormTexts
  /** The toasts: passed in, so forms/ does not reach into a feature. */
  notify: Notifier
  onSent?: () => void
}

/**
 * The behaviour of a public form, in the part every page ships: a few hundred bytes. The form is
 * plain HTML that posts to a server action without JavaScript (useActionState). With JavaScript,
 * the first focus loads the rest (engine.ts: the shared zod schema, reCAPTCHA, the API client and
 * the toasts), and a submit validates in the browser, runs the bot check and sends JSON.
 *
 * Hand-written rather than react-hook-form: its hook must run when the form renders, so it cannot
 * load on first focus without remounting the fields under the visitor's caret, and it was the
 * largest part of the form code every page carried (measured when the forms were split).
 */
export function useSiteForm<F extends string>({
  action,
  permalink,
  fields,
  load,
  path,
  extra,
  siteKey,
  lang,
  texts,
  notify,
  onSent,
}: Options<F>) {
  const [state, formAction] = useActionState(action, idleFormState, permalink)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [pending, setPending] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const captcha = useRef<HTMLDivElement>(null)
  const engine = useRef<Promise<Engine> | null>(null)
  const busy = useRef(false)

  const warm = useCallback(() => {
    engine.current ??= load().catch((error) => {
      engine.current = null
      throw error
    })
    const ready = engine.current
    if (siteKey && captcha.current)
      ready.then((e) => e.prepareCaptcha(captcha.current!, siteKey, lang)).catch(() => undefined)
    return ready
  }, [load, siteKey, lang])

  const values = () =>
    Object.fromEntries([...new FormData(form.current!).entries()].filter(([, v]) => typeof v === 'string')) as Record<
      string,
      string
    >
  const focusFirst = (found: FieldErrors) => {
    const first = fields.find((f) => found[f])
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    // Ours, not the server action's: with JavaScript the form sends JSON (spec §7).
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    setPending(true)
    setSubmitted(true)
    try {
      const e = await warm()
      const found = e.validate(values())
      setErrors(found)
      if (Object.keys(found).length) return focusFirst(found)
      const sent = await e.send({
        path,
        body: { ...values(), ...extra?.() },
        texts,
        captcha:
          siteKey && captcha.current ? () => e.captchaToken(captcha.current!, siteKey, lang) : async () => undefined,
        onFieldErrors: (server) => {
          setErrors(server)
          focusFirst(server)
        },
        notify,
      })
      if (sent) {
        form.current?.reset()
        setSubmitted(false)
        onSent?.()
      }
    } catch {
      // The engine could not load (offline, a new deploy): say so, as any failed send does.
      notify.error(texts.failure)
    } finally {
      busy.current = false
      setPending(false)
    }
  }

  /** After a first submit, each change re-checks the form, so an error goes as soon as it is fixed. */
  const onChange = () => {
    if (!submitted || !engine.current) return
    void engine.current.then((e) => setErrors(e.validate(values())))
  }

  // Errors from this browser's check win; without JavaScript only the server's exist.
  const shown: FieldErrors = submitted ? errors : (state.errors ?? {})
  return {
    state,
    formAction,
    form,
    captcha,
    errors: shown,
    pending,
    onFocus: () => void warm().catch(() => undefined),
    onSubmit,
    onChange,
  }
}
