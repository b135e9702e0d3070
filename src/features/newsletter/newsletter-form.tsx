'use client'

import { useActionState, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { Field, formStyles as styles } from '@/components/ui/form/field'
import { errorText } from '@/components/ui/form/error-text'
import { FormStatus } from '@/components/ui/form/form-status'
import { HONEYPOT_NAME, Honeypot } from '@/components/ui/form/honeypot'
import { RecaptchaNotice } from '@/components/ui/form/recaptcha-notice'
import { sendForm } from '@/components/ui/form/send-form'
import { SubmitButton } from '@/components/ui/form/submit-button'
import { useFormPermalink } from '@/components/ui/form/use-form-permalink'
import { useRecaptcha } from '@/components/ui/form/use-recaptcha'
import { Link } from '@/components/ui/link'
import { idleFormState } from '@/lib/form-state'
import { paths } from '@/lib/paths'
import { newsletterAction } from './actions'
import { newsletterFields, newsletterSchema, type NewsletterData, type NewsletterValues } from './schema'

type Source = 'home' | 'footer'
type FieldName = (typeof newsletterFields)[number]

/**
 * The sign-up form (spec §3, §5, §8). With JavaScript: validated in the browser
 * with the shared schema, sent as JSON to /api/newsletter, outcome as a toast.
 * Without: the same form posts to a server action and the page comes back with
 * the same messages in place (see actions.ts).
 */
export function NewsletterForm({ source, siteKey }: { source: Source; siteKey?: string }) {
  const locale = useLocale() === 'en' ? 'en' : 'pt'
  const t = useTranslations('newsletter')
  const tf = useTranslations('forms')
  const [state, formAction] = useActionState(newsletterAction, idleFormState, useFormPermalink())
  const form = useRef<HTMLFormElement>(null)
  const busy = useRef(false)
  const captcha = useRecaptcha(siteKey, locale === 'pt' ? 'pt-BR' : 'en')
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterValues, unknown, NewsletterData>({
    // Focus goes to the first invalid field in the order people read the form (see onInvalid).
    shouldFocusError: false,
    resolver: zodResolver(newsletterSchema),
    defaultValues: { name: state.values?.name ?? '', surname: state.values?.surname ?? '', email: state.values?.email ?? '' },
  })

  const id = (field: string) => `newsletter-${source}-${field}`
  const message = (field: FieldName) => errorText(tf, field, errors[field]?.message ?? state.errors?.[field])
  // Without JavaScript the server's answer is the page itself: focus its first invalid field.
  const firstServerError = newsletterFields.find((f) => state.errors?.[f])

  const onValid = async (data: NewsletterData) => {
    busy.current = true
    try {
      const sent = await sendForm({
        path: '/newsletter',
        body: { ...data, locale, page: window.location.pathname, [HONEYPOT_NAME]: new FormData(form.current!).get(HONEYPOT_NAME) ?? '' },
        texts: { success: t('success'), failure: tf('failure'), offline: tf('reasons.offline'), botCheck: tf('reasons.botCheck') },
        captcha: captcha.token,
        onFieldErrors: (fieldErrors) => {
          newsletterFields.filter((f) => fieldErrors[f]).forEach((f, i) => setError(f, { message: fieldErrors[f] }, { shouldFocus: i === 0 }))
        },
      })
      if (sent) reset({ name: '', surname: '', email: '' })
    } finally {
      busy.current = false
    }
  }

  const input = (field: FieldName, type: string, autoComplete: string) => (
    <Field id={id(field)} label={t(`fields.${field}`)} error={message(field)}>
      {(a11y) => (
        <input
          {...a11y}
          {...register(field)}
          type={type}
          autoComplete={autoComplete}
          defaultValue={state.values?.[field]}
          autoFocus={field === firstServerError}
          className={styles.control}
        />
      )}
    </Field>
  )

  return (
    <form
      ref={form}
      action={formAction}
      noValidate
      className={styles.form}
      data-testid={`newsletter-${source}`}
      onFocus={() => void captcha.prepare()?.catch(() => undefined)}
      onSubmit={(event) => {
        // A second submit while one is in flight is dropped (the button is disabled too).
        if (busy.current) return event.preventDefault()
        void handleSubmit(onValid, (invalid) => {
          const first = newsletterFields.find((f) => invalid[f])
          if (first) setFocus(first)
        })(event)
      }}
    >
      <input type="hidden" name="locale" value={locale} />
      <div className={styles.row}>
        {input('name', 'text', 'given-name')}
        {input('surname', 'text', 'family-name')}
      </div>
      {input('email', 'email', 'email')}
      <Honeypot id={id('website')} label={tf('honeypot')} />
      <div className={styles.actions}>
        <SubmitButton pending={isSubmitting} label={t('submit')} pendingLabel={tf('sending')} />
      </div>
      <p className={styles.note}>{t.rich('consent', { link: (chunks) => <Link href={paths.privacy()}>{chunks}</Link> })}</p>
      {captcha.enabled && <RecaptchaNotice container={captcha.container} />}
      {state.status === 'ok' && <FormStatus tone="ok" message={state.message ?? t('success')} />}
      {state.status === 'error' && <FormStatus tone="error" message={state.message ?? tf('failure')} detail={state.detail} />}
    </form>
  )
}
