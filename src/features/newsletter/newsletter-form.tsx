'use client'

import type { ReactNode } from 'react'
import { Field, formStyles as styles } from '@/components/ui/form/field'
import { FormEnd } from '@/components/ui/form/form-end'
import { Honeypot } from '@/components/ui/form/honeypot'
import { SubmitButton } from '@/components/ui/form/submit-button'
import { errorMessage, type FormTexts } from '@/forms/client/texts'
import { useSiteForm } from '@/forms/client/use-site-form'
import { notify } from '@/features/toaster/notify'
import { newsletterAction } from './actions'
import { newsletterFields } from './fields'

export type NewsletterTexts = FormTexts & { fields: Record<(typeof newsletterFields)[number], string> }

type Props = {
  source: 'home' | 'footer'
  locale: 'pt' | 'en'
  permalink: string
  siteKey?: string
  texts: NewsletterTexts
  /** The consent sentence with its link, and Google's notice when reCAPTCHA is on: rendered by the server. */
  consent: ReactNode
  recaptchaNotice?: ReactNode
}

const load = () => import('./engine').then((m) => m.default)

/**
 * The sign-up form (spec §3, §5, §8). Plain HTML that posts to a server action without JavaScript
 * (the page comes back with the same messages in place, see actions.ts); with JavaScript, checked
 * in the browser with the shared schema and sent as JSON to /api/newsletter, the outcome as a
 * toast. Its checking and sending code loads on first focus (forms/client).
 */
export function NewsletterForm({ source, locale, permalink, siteKey, texts, consent, recaptchaNotice }: Props) {
  const f = useSiteForm({
    action: newsletterAction,
    permalink,
    fields: newsletterFields,
    load,
    path: '/newsletter',
    extra: () => ({ locale, page: window.location.pathname }),
    siteKey,
    lang: locale === 'pt' ? 'pt-BR' : 'en',
    texts,
    notify,
  })
  const id = (field: string) => `newsletter-${source}-${field}`
  // Without JavaScript the server's answer is the page itself: focus its first invalid field.
  const firstServerError = newsletterFields.find((name) => f.state.errors?.[name])

  const input = (field: (typeof newsletterFields)[number], type: string, autoComplete: string) => (
    <Field id={id(field)} label={texts.fields[field]} error={errorMessage(texts, field, f.errors[field])}>
      {(a11y) => (
        <input
          {...a11y}
          name={field}
          type={type}
          autoComplete={autoComplete}
          defaultValue={f.state.values?.[field]}
          autoFocus={field === firstServerError}
          className={styles.control}
        />
      )}
    </Field>
  )

  return (
    <form
      ref={f.form}
      action={f.formAction}
      noValidate
      className={styles.form}
      data-testid={`newsletter-${source}`}
      onFocus={f.onFocus}
      onSubmit={f.onSubmit}
      onChange={f.onChange}
    >
      <input type="hidden" name="locale" value={locale} />
      <div className={styles.row}>
        {input('name', 'text', 'given-name')}
        {input('surname', 'text', 'family-name')}
      </div>
      {input('email', 'email', 'email')}
      <Honeypot id={id('website')} label={texts.honeypot} />
      <div className={styles.actions}>
        <SubmitButton pending={f.pending} label={texts.submit} pendingLabel={texts.sending} />
      </div>
      <p className={styles.note}>{consent}</p>
      <FormEnd captcha={f.captcha} siteKey={siteKey} recaptchaNotice={recaptchaNotice} state={f.state} texts={texts} />
    </form>
  )
}
