import { LocalLink } from '@/components/ui/link/local-link'
import type { Alternates } from '@/lib/alternates'
import { localizePath, type RouteLocale } from '@/lib/paths'
import styles from './locale-switcher.module.css'

/**
 * Goes to the equivalent page in the other language. The locale cookie (spec §4) is written on
 * the visitor's choice, not by the server on every response: by the page's inline
 * `rememberLocaleChoice`, which reads `data-locale-choice`, so the link needs no JavaScript of its own.
 */
export function LocaleSwitcher({ locale, alternates, labels }: { locale: RouteLocale; alternates: Alternates; labels: { switch: string; switchLabel: string } }) {
  const other = locale === 'pt' ? 'en' : 'pt'
  return (
    <LocalLink
      className={styles.switcher}
      href={localizePath(other, alternates[other])}
      hrefLang={other === 'pt' ? 'pt-BR' : 'en-US'}
      lang={other === 'pt' ? 'pt-BR' : 'en-US'}
      aria-label={labels.switchLabel}
      data-testid="locale-switcher"
      data-locale-choice={other}
    >
      <span aria-hidden="true">{other.toUpperCase()}</span>
      <span className={styles.full}>{labels.switch}</span>
    </LocalLink>
  )
}
