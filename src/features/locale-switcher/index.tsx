import { LocalLink } from '@/components/ui/link/local-link'
import type { Alternates } from '@/lib/alternates'
import { localizePath, type RouteLocale } from '@/lib/paths'
import styles from './locale-switcher.module.css'

/**
 * Goes to the equivalent page in the other language. The locale cookie (spec §4) is written on
 * the visitor's choice, not by the server on every response: by the page's inline script
 * (lib/early-input.ts), which reads `data-locale-choice`, so the link needs no JavaScript of its own.
 */
export function LocaleSwitcher({
  locale,
  alternates,
  labels,
}: {
  locale: RouteLocale
  alternates: Alternates
  labels: { switch: string; switchLabel: string }
}) {
  const other = locale === 'pt' ? 'en' : 'pt'
  return (
    <LocalLink
      className={styles.switcher}
      href={localizePath(other, alternates[other])}
      hrefLang={other === 'pt' ? 'pt-BR' : 'en-US'}
      data-testid="locale-switcher"
      data-locale-choice={other}
    >
      {/* The name comes from the text, not an aria-label, so it starts with the word on screen
          ("English"): what a visitor using speech input says to follow it (WCAG 2.5.3). Only
          that word is in the other language; the hint is read in the page's. */}
      <span aria-hidden="true">{other.toUpperCase()}</span>
      <span className={styles.full} lang={other === 'pt' ? 'pt-BR' : 'en-US'}>
        {labels.switch}
      </span>{' '}
      <span className="visually-hidden">{labels.switchLabel}</span>
    </LocalLink>
  )
}
