import { getLocale, getTranslations } from 'next-intl/server'
import { RecaptchaNotice } from '@/components/ui/form/recaptcha-notice'
import { Link } from '@/components/ui/link'
import { formTexts } from '@/forms/server/texts'
import { localizePath, paths, type RouteLocale } from '@/lib/paths'
import { recaptchaSiteKey } from '@/forms/server/recaptcha'
import { NewsletterForm } from './newsletter-form'

/**
 * The newsletter sign-up block (home and footer). A server component: the form's sentences are
 * translated here and handed over, and the reCAPTCHA site key is read from the environment when
 * the page is rendered (at build time for static pages). `page` is the page's locale-free path,
 * where a post without JavaScript returns.
 */
export async function Newsletter({ source, page }: { source: 'home' | 'footer'; page: string }) {
  const locale = (await getLocale()) as RouteLocale
  const [t, base] = await Promise.all([getTranslations('newsletter'), formTexts('newsletter')])
  const siteKey = recaptchaSiteKey()
  return (
    <NewsletterForm
      source={source}
      locale={locale}
      permalink={localizePath(locale, page)}
      siteKey={siteKey}
      texts={{ ...base, fields: { name: t('fields.name'), surname: t('fields.surname'), email: t('fields.email') } }}
      consent={t.rich('consent', { link: (chunks) => <Link href={paths.privacy()}>{chunks}</Link> })}
      recaptchaNotice={siteKey ? <RecaptchaNotice /> : undefined}
    />
  )
}

/** The block's heading and one-line pitch, the same wherever the form sits. */
export async function NewsletterIntro({ headingId, className }: { headingId: string; className?: string }) {
  const t = await getTranslations('newsletter')
  return (
    <>
      <h2 id={headingId} className={className}>
        {t('title')}
      </h2>
      <p className="muted">
        {t('intro')} <Link href={paths.newsletter()}>{t('archive')}</Link>
      </p>
    </>
  )
}
