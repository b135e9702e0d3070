import type { ComponentProps } from 'react'
import { Link as IntlLink } from '@/i18n/navigation'

/**
 * The one internal link of the site: keeps the current locale's prefix and
 * never prefetches eagerly (the prefetch policy of spec §4 decides when).
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof IntlLink>) {
  return <IntlLink prefetch={prefetch} {...props} />
}
