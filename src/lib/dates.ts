import { site } from '@/config/site'
import type { RouteLocale } from './paths'

/** A calendar date in the site time zone (America/Sao_Paulo), in the locale's format. */
export function formatDate(iso: string | Date, locale: RouteLocale, style: 'long' | 'short' = 'long'): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso
  return new Intl.DateTimeFormat(site.localeTags[locale], {
    timeZone: site.timeZone,
    dateStyle: style,
  }).format(date)
}

/** The date part (YYYY-MM-DD) in the site time zone, for <time dateTime>. */
export function isoDate(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: site.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date)
}
