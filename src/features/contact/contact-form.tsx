'use client'

import { useActionState, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { CheckField, Field, formStyles as styles } from '@/components/ui/form/field'
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
import { contactAction } from './actions'
import { formatPhoneInput } from './phone-input'
import { budgets, contactFields, contactSchema, type ContactData, type ContactValues } from './schema'

type FieldName = (typeof contactFields)[number]
const empty: ContactValues = { name: '', email: '', phone: '', company: '', budget: '' as never, message: '', consent: false }

/** 32 hex characters; crypto.randomUUID needs a secure context, getRandomValues does not. */
function newSubmissionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The contact / project inquiry form. Same behaviour as the newsletter form
 * (shared schema, JSON to /api/contact with JavaScript, server action without,
 * bot check, toasts), plus a phone mask and a per-inquiry id so that a retried
 * request never creates a second lead.
 */
export function ContactForm({ siteKey }: { siteKey?: string }) {
  const locale = useLocale() === 'en' ? 'en' : 'pt'
  const t = useTranslations('contact')
  const tf = useTranslations('forms')
  const [state, formAction] = useActionState(contactAction, idleFormState, useFormPermalink())
  const form = useRef<HTMLFormElement>(null)
  const busy = useRef(false)
  const submissionId = useRef<string | null>(null)
  const captcha = useRecaptcha(siteKey, locale === 'pt' ? 'pt-BR' : 'en')
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues, unknown, ContactData>({
    // Focus goes to the first invalid field in the order people read the form (see onInvalid).
    shouldFocusError: false,
    resolver: zodResolver(contactSchema),
    defaultValues: { ...empty, ...state.values, consent: state.values?.consent === 'on' },
  })

  const id = (field: string) => `contact-${field}`
  const message = (field: FieldName) => errorText(tf, field, errors[field]?.message ?? state.errors?.[field])
  const firstServerError = contactFields.find((f) => state.errors?.[f])
  const a11yExtras = (field: FieldName) => ({ autoFocus: field === firstServerError, className: styles.control, defaultValue: state.values?.[field] })

  const onValid = async (data: ContactData) => {
    busy.current = true
    submissionId.current ??= newSubmissionId()
    try {
      const sent = await sendForm({
        path: '/contact',
        body: { ...data, locale, page: window.location.pathname, submissionId: submissionId.current, [HONEYPOT_NAME]: new FormData(form.current!).get(HONEYPOT_NAME) ?? '' },
        texts: { success: t('success'), failure: tf('failure'), offline: tf('reasons.offline'), botCheck: tf('reasons.botCheck') },
        captcha: captcha.token,
        onFieldErrors: (fieldErrors) => {
          contactFields.filter((f) => fieldErrors[f]).forEach((f, i) => setError(f, { message: fieldErrors[f] }, { shouldFocus: i === 0 }))
        },
      })
      if (sent) {
        submissionId.current = null
        reset(empty)
      }
    } finally {
      busy.current = false
    }
  }

  return (
    <form
      ref={form}
      action={formAction}
      noValidate
      className={styles.form}
      data-testid="contact-form"
      onFocus={() => void captcha.prepare()?.catch(() => undefined)}
      onSubmit={(event) => {
        if (busy.current) return event.preventDefault()
        void handleSubmit(onValid, (invalid) => {
          const first = contactFields.find((f) => invalid[f])
          if (first) setFocus(first)
        })(event)
      }}
    >
      <input type="hidden" name="locale" value={locale} />
      <div className={styles.row}>
        <Field id={id('name')} label={t('fields.name')} error={message('name')}>
          {(a11y) => <input {...a11y} {...register('name')} {...a11yExtras('name')} type="text" autoComplete="name" />}
        </Field>
        <Field id={id('email')} label={t('fields.email')} error={message('email')}>
          {(a11y) => <input {...a11y} {...register('email')} {...a11yExtras('email')} type="email" autoComplete="email" />}
        </Field>
      </div>
      <div className={styles.row}>
        <Field id={id('phone')} label={t('fields.phone')} error={message('phone')} hint={t('phoneHint')}>
          {(a11y) => {
            const phone = register('phone')
            return (
              <input
                {...a11y}
                {...phone}
                {...a11yExtras('phone')}
                onChange={(event) => {
                  formatPhoneInput(event.target, locale)
                  void phone.onChange(event)
                }}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
              />
            )
          }}
        </Field>
        <Field id={id('company')} label={t('fields.company')} optionalLabel={tf('optional')} error={message('company')}>
          {(a11y) => <input {...a11y} {...register('company')} {...a11yExtras('company')} type="text" autoComplete="organization" />}
        </Field>
      </div>
      <Field id={id('budget')} label={t('fields.budget')} error={message('budget')}>
        {(a11y) => (
          <select {...a11y} {...register('budget')} {...a11yExtras('budget')} defaultValue={state.values?.budget ?? ''}>
            <option value="">{t('budgetPlaceholder')}</option>
            {budgets.map((b) => (
              <option key={b} value={b}>
                {t(`budgets.${b}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={id('message')} label={t('fields.message')} error={message('message')}>
        {(a11y) => <textarea {...a11y} {...register('message')} {...a11yExtras('message')} rows={6} />}
      </Field>
      <CheckField id={id('consent')} label={t.rich('consent', { link: (chunks) => <Link href={paths.privacy()}>{chunks}</Link> })} error={message('consent')}>
        {(a11y) => (
          <input
            {...a11y}
            {...register('consent')}
            type="checkbox"
            autoFocus={firstServerError === 'consent'}
            defaultChecked={state.values?.consent === 'on'}
          />
        )}
      </CheckField>
      <Honeypot id={id('website')} label={tf('honeypot')} />
      <div className={styles.actions}>
        <SubmitButton pending={isSubmitting} label={t('submit')} pendingLabel={tf('sending')} />
      </div>
      {captcha.enabled && <RecaptchaNotice container={captcha.container} />}
      {state.status === 'ok' && <FormStatus tone="ok" message={state.message ?? t('success')} />}
      {state.status === 'error' && <FormStatus tone="error" message={state.message ?? tf('failure')} detail={state.detail} />}
    </form>
  )
}
