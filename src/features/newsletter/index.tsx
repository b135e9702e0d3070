import { getTranslations } from 'next-intl/server'
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

/** The block's heading and one-line pitch, the same wherever the form sits. */
export async function NewsletterIntro({ headingId, className }: { headingId: string; className?: string }) {
  const t = await getTranslations('newsletter')
  return (
    <>
      <h2 id={headingId} className={className}>
        {t('title')}
      </h2>
      <p className="muted">{t('intro')}</p>
    </>
  )
}
