import { site } from '@/config/site'
import type { TranslationStatus } from '../status'

/** The admin's words for translation status, in its two languages. */

export type AdminLanguage = 'pt' | 'en'
export const adminLanguage = (language: string | undefined): AdminLanguage => (language === 'en' ? 'en' : 'pt')

export const statusText: Record<AdminLanguage, Record<TranslationStatus, string>> = {
  // Portuguese agrees with "tradução" (feminine), the word the panel and the list column put before it.
  pt: { missing: 'faltando', outdated: 'desatualizada', 'up-to-date': 'em dia' },
  en: { missing: 'missing', outdated: 'outdated', 'up-to-date': 'up to date' },
}

/** Locale names inside a sentence ("Precisa de inglês"). */
export const localeName: Record<AdminLanguage, Record<string, string>> = {
  pt: { pt: 'português', en: 'inglês' },
  en: { pt: 'Portuguese', en: 'English' },
}

export const needsText: Record<AdminLanguage, (locale: string) => string> = {
  pt: (locale) => `Precisa de ${localeName.pt[locale]}`,
  en: (locale) => `Needs ${localeName.en[locale]}`,
}

/** Why the Translate action is disabled without a key, and how to enable it (the panel and the endpoint's 404). */
export const translationOff = {
  pt: 'Tradução automática desligada: defina DEEPL_API_KEY no servidor para ligá-la.',
  en: 'Machine translation is off: set DEEPL_API_KEY on the server to turn it on.',
}

/** A count of characters, as the admin's language writes numbers (12.345 / 12,345). */
export const count = (n: number, language: AdminLanguage) => new Intl.NumberFormat(site.localeTags[language]).format(n)

/** Colour of a status word: the admin theme's warning and error text colours, as the publication state uses. */
export const statusColor: Record<TranslationStatus, string | undefined> = {
  'up-to-date': undefined,
  outdated: 'var(--theme-warning-750)',
  missing: 'var(--theme-error-750)',
}

/** A save's date and time in São Paulo, in the admin's language. */
export function savedAt(iso: string, language: AdminLanguage): string {
  return new Intl.DateTimeFormat(site.localeTags[language], {
    timeZone: site.timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso))
}
