import { recaptchaKeys } from '@/lib/recaptcha'
import { ContactForm as ContactFormClient } from './contact-form'

/**
 * The contact / project inquiry form for the home page's contact section. A
 * server component so the reCAPTCHA site key is read from the environment when
 * the page is rendered (at build time for static pages).
 */
export function ContactForm() {
  return <ContactFormClient siteKey={recaptchaKeys()?.siteKey} />
}
