import { getLocale, getTranslations } from 'next-intl/server'
import { RecaptchaNotice } from '@/components/ui/form/recaptcha-notice'
import { Link } from '@/components/ui/link'
import { formTexts } from '@/forms/server/texts'
import { localizePath, paths, type RouteLocale } from '@/lib/paths'
import { recaptchaSiteKey } from '@/forms/server/recaptcha'
import { ContactForm as ContactFormClient } from './contact-form'
import { budgets } from './fields'

/**
 * The contact / project inquiry form of the home page's contact section. A server component: the
 * form's sentences are translated here, and the reCAPTCHA site key is read when the page renders
 * (at build time for static pages).
 */
export async function ContactForm() {
  const locale = (await getLocale()) as RouteLocale
  const [t, base] = await Promise.all([getTranslations('contact'), formTexts('contact')])
  const siteKey = recaptchaSiteKey()
  const fields = {
    name: t('fields.name'),
    email: t('fields.email'),
    phone: t('fields.phone'),
    company: t('fields.company'),
    budget: t('fields.budget'),
    message: t('fields.message'),
  }
  return (
    <ContactFormClient
      locale={locale}
      permalink={localizePath(locale, paths.home())}
      siteKey={siteKey}
      texts={{
        ...base,
        fields,
        phoneHint: t('phoneHint'),
        budgetPlaceholder: t('budgetPlaceholder'),
        budgets: Object.fromEntries(budgets.map((b) => [b, t(`budgets.${b}`)])) as Record<
          (typeof budgets)[number],
          string
        >,
      }}
      consent={t.rich('consent', { link: (chunks) => <Link href={paths.privacy()}>{chunks}</Link> })}
      recaptchaNotice={siteKey ? <RecaptchaNotice /> : undefined}
    />
  )
}
