import type { AnchorHTMLAttributes } from 'react'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean }

/**
 * A link to an already localized path (`/en/cases`). A plain <a>: the app shell turns clicks on
 * internal links into client-side navigations (features/app-shell/link-navigation.tsx) and prefetches
 * those marked `data-prefetch` by the policy of spec §4 (prefetch-links.tsx), so no link is a
 * client component, which every page would hydrate one by one. `prefetch={false}` opts a link
 * out of prefetching. Usable from client islands; server components use `Link`, which localizes
 * the path for them.
 */
export function LocalLink({ prefetch, ...props }: Props) {
  return <a data-prefetch={prefetch === false ? undefined : ''} {...props} />
}
