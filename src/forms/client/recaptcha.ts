/**
 * reCAPTCHA v2, invisible (spec §5), only when a site key is configured: Google's script loads
 * with a form's engine, on the first interaction with a form (never with the page), one widget per
 * form, and `captchaToken()` runs the challenge on submit.
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
    ;(window as unknown as Record<string, () => void>)[callback] = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('grecaptcha missing'))
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

type Widget = {
  id: Promise<number>
  pending: { resolve: (token: string) => void; reject: (error: Error) => void } | null
}
const widgets = new WeakMap<HTMLElement, Widget>()

/** Renders the invisible widget into `container` (once), loading Google's script first. */
export function prepareCaptcha(container: HTMLElement, siteKey: string, lang: string): Promise<number> {
  let widget = widgets.get(container)
  if (!widget) {
    const w: Widget = { id: Promise.resolve(-1), pending: null }
    w.id = loadScript(lang).then((grecaptcha) =>
      grecaptcha.render(container, {
        sitekey: siteKey,
        size: 'invisible',
        badge: 'inline',
        callback: (token: string) => w.pending?.resolve(token),
        'expired-callback': () => w.pending?.reject(new Error('reCAPTCHA expired')),
        'error-callback': () => w.pending?.reject(new Error('reCAPTCHA error')),
      }),
    )
    w.id.catch(() => widgets.delete(container))
    widgets.set(container, (widget = w))
  }
  return widget.id
}

/** Runs the challenge of the widget in `container`; rejects when it cannot be passed. */
export async function captchaToken(container: HTMLElement, siteKey: string, lang: string): Promise<string> {
  const id = await prepareCaptcha(container, siteKey, lang)
  const widget = widgets.get(container)!
  const grecaptcha = window.grecaptcha!
  try {
    return await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('reCAPTCHA timed out')), CHALLENGE_TIMEOUT_MS)
      widget.pending = {
        resolve: (t) => (clearTimeout(timer), resolve(t)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      }
      grecaptcha.execute(id)
    })
  } finally {
    widget.pending = null
    // A token is good for one verification: the next submit needs a fresh one.
    grecaptcha.reset(id)
  }
}
