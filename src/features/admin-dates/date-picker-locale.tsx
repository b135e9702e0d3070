'use client'

import { useTranslation } from '@payloadcms/ui'
import { enUS } from 'date-fns/locale/en-US'
import { pt } from 'date-fns/locale/pt'
import type { ReactNode } from 'react'
import { registerLocale, setDefaultLocale } from 'react-datepicker'

// Under the names Payload's date picker gives them (its getFormattedLocale); the library keeps them on `window`.
registerLocale('pt', pt)
registerLocale('enUS', enUS)

/**
 * A root provider of the admin: Payload's date picker gives the picker library the admin language only in an effect
 * after its first render, so a date field that already held a value showed it in English ("Nov 28, 2026, 1:18 PM")
 * in the Portuguese admin until something redrew it. The language is the library's default before any field renders.
 */
export function DatePickerLocale({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation()
  // Idempotent, and needed before the children's first render: an effect would run after it.
  setDefaultLocale(i18n.language === 'en' ? 'enUS' : 'pt')
  return <>{children}</>
}
