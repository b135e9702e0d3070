'use client'

import { useLocale, useTranslations } from 'next-intl'
import { Link } from '@/components/ui/link'
import type { Alternates } from '@/lib/alternates'
import styles from './locale-switcher.module.css'

const ONE_YEAR_S = 60 * 60 * 24 * 365

/**
 * Goes to the equivalent page in the other language. The locale cookie (spec §4)
 * is written here, on the visitor's choice, not by the server on every response.
 */
export function LocaleSwitcher({ alternates }: { alternates: Alternates }) {
  const locale = useLocale()
  const t = useTranslations('locale')
  const other = locale === 'pt' ? 'en' : 'pt'
  return (
    <Link
      className={styles.switcher}
      href={alternates[other]}
      locale={other}
      hrefLang={other === 'pt' ? 'pt-BR' : 'en-US'}
      lang={other === 'pt' ? 'pt-BR' : 'en-US'}
      aria-label={t('switchLabel')}
      data-testid="locale-switcher"
      onClick={() => {
        document.cookie = `NEXT_LOCALE=${other}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`
      }}
    >
      <span aria-hidden="true">{other.toUpperCase()}</span>
      <span className={styles.full}>{t('switch')}</span>
    </Link>
  )
}
