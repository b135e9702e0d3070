import { paths, type RouteLocale } from '@/lib/paths'
import { routeHref, type MenuRoute } from './routes'

/** A menu entry: its words (or, for the default entries, the key of the site's own words), where it leads. */
export type MenuItem = { key: string; label?: string; href: string; external: boolean }

type Entry = {
  label?: string | null
  kind?: 'route' | 'page' | 'external' | null
  route?: MenuRoute | null
  page?: number | { slug?: string | null } | null
  url?: string | null
  id?: string | null
}
type MenuSettings = { items?: Entry[] | null } | null | undefined

/** The eight entries of spec §2, in order: the menu until an editor writes one. */
export const defaultEntries: [key: string, route: MenuRoute][] = [
  ['cases', 'cases'],
  ['clients', 'clients'],
  ['whatWeDo', 'whatWeDo'],
  ['about', 'about'],
  ['contact', 'contact'],
  ['articles', 'articles'],
  ['workWithUs', 'contact'],
  ['games', 'products'],
]

/** The menu of site settings in `locale`; an entry whose target is gone (an unpublished page) is left out. */
export function menuItems(locale: RouteLocale, menu: MenuSettings): MenuItem[] {
  const entries = menu?.items ?? []
  if (!entries.length)
    return defaultEntries.map(([key, route]) => ({ key, href: routeHref(route, locale), external: false }))
  return entries.flatMap((entry, i): MenuItem[] => {
    const key = entry.id ?? String(i)
    const label = entry.label ?? ''
    if (entry.kind === 'external')
      return entry.url ? [{ key, label, href: entry.url, external: /^https?:\/\//.test(entry.url) }] : []
    if (entry.kind === 'page') {
      const slug = typeof entry.page === 'object' ? entry.page?.slug : null
      return slug ? [{ key, label, href: paths.page(slug), external: false }] : []
    }
    return entry.route ? [{ key, label, href: routeHref(entry.route, locale), external: false }] : []
  })
}
