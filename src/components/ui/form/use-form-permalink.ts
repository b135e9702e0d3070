'use client'

import { useLocale } from 'next-intl'
import { usePathname } from '@/i18n/navigation'
import { localizePath } from '@/lib/paths'

/**
 * The page's own URL, as useActionState's `permalink`. React then writes it as the form's
 * `action` (without one it writes action="", which HTML does not allow), and a post made
 * before JavaScript runs comes back to this same page, as before.
 */
export function useFormPermalink(): string {
  const locale = useLocale() === 'en' ? 'en' : 'pt'
  return localizePath(locale, usePathname())
}
