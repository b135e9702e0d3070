import { recaptchaKeys } from '@/lib/recaptcha'
import { NewsletterForm } from './newsletter-form'

/**
 * The newsletter sign-up block (home and footer). A server component so the
 * reCAPTCHA site key is read from the environment when the page is rendered (at
 * build time for static pages: set RECAPTCHA_* in the build's environment too).
 */
export function Newsletter({ source }: { source: 'home' | 'footer' }) {
  return <NewsletterForm source={source} siteKey={recaptchaKeys()?.siteKey} />
}
