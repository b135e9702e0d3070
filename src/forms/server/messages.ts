import { createTranslator } from 'next-intl'
import en from '@/i18n/messages/en.forms.json'
import pt from '@/i18n/messages/pt.forms.json'
import type { Locale } from '@/config/site'

const messages = { pt, en } as const

export type FormsTranslator = (key: string, values?: Record<string, string | number>) => string

type Namespace = 'forms' | 'newsletter' | 'contact'

// One translator per locale and namespace for the life of the process: building one
// per request would re-create its formatters on every sign-up.
const translators = new Map<string, FormsTranslator>()

/** The forms' messages (i18n/messages/*.forms.json) for server code: JSON answers, e-mails, link pages. */
export function formsT(locale: Locale, namespace?: Namespace): FormsTranslator {
  const key = `${locale}:${namespace ?? ''}`
  let t = translators.get(key)
  if (!t) {
    t = createTranslator({
      locale,
      messages: messages[locale] as never,
      namespace: namespace as never,
    }) as unknown as FormsTranslator
    translators.set(key, t)
  }
  return t
}

export function asLocale(value: unknown): Locale {
  return value === 'en' ? 'en' : 'pt'
}
