import type { RouteLocale } from '@/lib/paths'
import { paths } from '@/lib/paths'

export type MenuItem = { key: string; href: string; external: boolean }

type MenuSettings =
  { gamesUrl?: string | null; workWithUsUrl?: string | null; contactUrl?: string | null } | null | undefined

/** The eight entries of spec §2, in order; targets the spec leaves open come from site settings. */
export function menuItems(locale: RouteLocale, menu: MenuSettings): MenuItem[] {
  const internal = (key: string, href: string): MenuItem => ({ key, href, external: false })
  const fromSettings = (key: string, url: string | null | undefined, fallback: string): MenuItem =>
    url ? { key, href: url, external: /^https?:\/\//.test(url) } : internal(key, fallback)
  return [
    internal('cases', paths.cases()),
    internal('clients', '/#clients'),
    internal('whatWeDo', paths.services(locale)),
    internal('about', '/#about'),
    fromSettings('contact', menu?.contactUrl, '/#contact'),
    internal('articles', paths.posts()),
    fromSettings('workWithUs', menu?.workWithUsUrl, '/#contact'),
    fromSettings('games', menu?.gamesUrl, '/#products'),
  ]
}
