import type { ComponentProps } from 'react'
import NextLink from 'next/link'
import { Link as IntlLink } from '@/i18n/navigation'
import { localizePath, type RouteLocale } from '@/lib/paths'

type Props = Omit<ComponentProps<typeof IntlLink>, 'locale' | 'href'> & { href: string; locale?: RouteLocale }

/**
 * The one internal link of the site: keeps the current locale's prefix and never
 * prefetches eagerly (the prefetch policy of spec §4 decides when). With `locale`,
 * it points into that locale directly: next-intl would write /pt/… for the default
 * locale and cost the visitor a redirect.
 */
export function Link({ prefetch = false, locale, href, ...props }: Props) {
  if (locale) return <NextLink prefetch={prefetch} href={localizePath(locale, href)} {...props} />
  return <IntlLink prefetch={prefetch} href={href} {...props} />
}
