import type { ComponentProps } from 'react'
import NextLink from 'next/link'
import { Link as IntlLink } from '@/i18n/navigation'
import { localizePath, type RouteLocale } from '@/lib/paths'

type Props = Omit<ComponentProps<typeof IntlLink>, 'locale' | 'href'> & { href: string; locale?: RouteLocale }

/**
 * The one internal link of the site: keeps the current locale's prefix and applies
 * the prefetch policy of spec §4. Next never prefetches on its own here (not in
 * the viewport, not on hover); the link is marked `data-prefetch` and the app
 * shell prefetches it once the browser is idle, online, on a fast enough
 * connection and without data saver. `prefetch={false}` opts a link out.
 * With `locale`, it points into that locale directly: next-intl would write /pt/…
 * for the default locale and cost the visitor a redirect.
 */
export function Link({ prefetch, locale, href, ...props }: Props) {
  const policy = prefetch === false ? undefined : ''
  if (locale) return <NextLink prefetch={false} data-prefetch={policy} href={localizePath(locale, href)} {...props} />
  return <IntlLink prefetch={false} data-prefetch={policy} href={href} {...props} />
}
