'use client'

import { useRef, type ReactNode } from 'react'
import { CheckField, Field, formStyles as styles } from '@/components/ui/form/field'
import { FormEnd } from '@/components/ui/form/form-end'
import { Honeypot } from '@/components/ui/form/honeypot'
import { SubmitButton } from '@/components/ui/form/submit-button'
import { errorMessage, type FormTexts } from '@/forms/client/texts'
import { useSiteForm } from '@/forms/client/use-site-form'
import { notify } from '@/features/toaster/notify'
import { contactAction } from './actions'
import { budgets, contactFields, type Budget } from './fields'

type FieldName = Exclude<(typeof contactFields)[number], 'consent'>
export type ContactTexts = FormTexts & {
  fields: Record<FieldName, string>
  phoneHint: string
  budgetPlaceholder: string
  budgets: Record<Budget, string>
}

type Props = {
  locale: 'pt' | 'en'
  permalink: string
  siteKey?: string
  texts: ContactTexts
  /** The consent sentence with its link, and Google's notice when reCAPTCHA is on: rendered by the server. */
  consent: ReactNode
  recaptchaNotice?: ReactNode
}

const load = () => import('./engine').then((m) => m.default)
// The phone mask loads with the field's first focus, not with the page: only its typist needs it. Unloadable
// (offline, a new deploy), the field takes the number as typed; the server checks it either way.
const phoneInput = () => import('./phone-input').catch(() => null)

/** 32 hex characters; crypto.randomUUID needs a secure context, getRandomValues does not. */
function newSubmissionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The contact / project inquiry form. Same behaviour as the newsletter form (shared schema, JSON
 * to /api/contact with JavaScript, server action without, bot check, toasts, its checking and
 * sending code loaded on first focus), plus a phone mask and a per-inquiry id so that a retried
 * request never creates a second lead.
 */
export function ContactForm({ locale, permalink, siteKey, texts, consent, recaptchaNotice }: Props) {
  const submissionId = useRef<string | null>(null)
  const f = useSiteForm({
    action: contactAction,
    permalink,
    fields: contactFields,
    load,
    path: '/contact',
    extra: () => ({
      locale,
      page: window.location.pathname,
      submissionId: (submissionId.current ??= newSubmissionId()),
    }),
    siteKey,
    lang: locale === 'pt' ? 'pt-BR' : 'en',
    texts,
    notify,
    onSent: () => (submissionId.current = null),
  })
  const id = (field: string) => `contact-${field}`
  const message = (field: (typeof contactFields)[number]) => errorMessage(texts, field, f.errors[field])
  const firstServerError = contactFields.find((name) => f.state.errors?.[name])
  const extras = (field: FieldName) => ({
    name: field,
    autoFocus: field === firstServerError,
    className: styles.control,
    defaultValue: f.state.values?.[field],
  })

  return (
    <form
      ref={f.form}
      action={f.formAction}
      noValidate
      className={styles.form}
      data-testid="contact-form"
      onFocus={f.onFocus}
      onSubmit={f.onSubmit}
      onChange={f.onChange}
    >
      <input type="hidden" name="locale" value={locale} />
      <div className={styles.row}>
        <Field id={id('name')} label={texts.fields.name} error={message('name')}>
          {(a11y) => <input {...a11y} {...extras('name')} type="text" autoComplete="name" />}
        </Field>
        <Field id={id('email')} label={texts.fields.email} error={message('email')}>
          {(a11y) => <input {...a11y} {...extras('email')} type="email" autoComplete="email" />}
        </Field>
      </div>
      <div className={styles.row}>
        <Field id={id('phone')} label={texts.fields.phone} error={message('phone')} hint={texts.phoneHint}>
          {(a11y) => (
            <input
              {...a11y}
              {...extras('phone')}
              onFocus={phoneInput}
              onInput={(event) => {
                const input = event.currentTarget
                void phoneInput().then((m) => m?.formatPhoneInput(input, locale))
              }}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
          )}
        </Field>
        <Field
          id={id('company')}
          label={texts.fields.company}
          optionalLabel={texts.optional}
          error={message('company')}
        >
          {(a11y) => <input {...a11y} {...extras('company')} type="text" autoComplete="organization" />}
        </Field>
      </div>
      <Field id={id('budget')} label={texts.fields.budget} error={message('budget')}>
        {(a11y) => (
          <select {...a11y} {...extras('budget')} defaultValue={f.state.values?.budget ?? ''}>
            <option value="">{texts.budgetPlaceholder}</option>
            {budgets.map((b) => (
              <option key={b} value={b}>
                {texts.budgets[b]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={id('message')} label={texts.fields.message} error={message('message')}>
        {(a11y) => <textarea {...a11y} {...extras('message')} rows={6} />}
      </Field>
      <CheckField id={id('consent')} label={consent} error={message('consent')}>
        {(a11y) => (
          <input
            {...a11y}
            name="consent"
            type="checkbox"
            autoFocus={firstServerError === 'consent'}
            defaultChecked={f.state.values?.consent === 'on'}
          />
        )}
      </CheckField>
      <Honeypot id={id('website')} label={texts.honeypot} />
      <div className={styles.actions}>
        <SubmitButton pending={f.pending} label={texts.submit} pendingLabel={texts.sending} />
      </div>
      <FormEnd captcha={f.captcha} siteKey={siteKey} recaptchaNotice={recaptchaNotice} state={f.state} texts={texts} />
    </form>
  )
}
