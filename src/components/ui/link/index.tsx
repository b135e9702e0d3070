import type { ComponentProps } from 'react'
import { getLocale } from 'next-intl/server'
import { localizePath, type RouteLocale } from '@/lib/paths'
import { LocalLink } from './local-link'

type Props = Omit<ComponentProps<typeof LocalLink>, 'locale'> & { locale?: RouteLocale }

/**
 * The one internal link of server components: a locale-free path (`/cases`) gets the page's
 * locale prefix here, on the server, so no locale logic ships to the browser. With `locale`, it
 * points into that locale (the default locale has no prefix, so no redirect).
 */
export async function Link({ locale, href, ...props }: Props) {
  const target = locale ?? ((await getLocale()) as RouteLocale)
  return <LocalLink href={localizePath(target, href)} {...props} />
}
