/**
 * Public URLs of every screen (spec §2). Paths are locale-free; `localizePath`
 * adds the /en prefix. What-we-do has two route names: its canonical one is
 * /o-que-fazemos in Portuguese and /what-we-do in English.
 */
export type RouteLocale = 'pt' | 'en'

export const paths = {
  home: () => '/',
  cases: () => '/cases',
  case: (slug?: string) => (slug ? `/case/${slug}` : '/case'),
  posts: () => '/posts',
  post: (slug: string) => `/posts/${slug}`,
  /** The articles' RSS feed (a file-like path: the proxy leaves it alone, see app/(frontend)/posts/rss.xml). */
  postsFeed: () => '/posts/rss.xml',
  services: (locale: RouteLocale) => (locale === 'pt' ? '/o-que-fazemos' : '/what-we-do'),
  service: (locale: RouteLocale, slug: string) => `${paths.services(locale)}/${slug}`,
  privacy: () => '/politica-de-privacidade',
  terms: () => '/termos-de-uso',
  /** The newsletter's sent issues (their web versions) and one of them. */
  newsletter: (slug?: string) => (slug ? `/newsletter/${slug}` : '/newsletter'),
  /** A page the studio built from blocks (the `pages` collection). */
  page: (slug: string) => `/${slug}`,
  /** Shown by the service worker for pages not saved on the device (noindex, not in the sitemap). */
  offline: () => '/offline',
} as const

/**
 * The newsletter's e-mailed links: API routes that take a plain HTML form post (their page's button, and mail apps'
 * one-click unsubscribe), which the API route (lib/requests/body.ts) lets through as such.
 */
export const newsletterLinkPaths = {
  confirm: '/api/newsletter/confirm',
  unsubscribe: '/api/newsletter/unsubscribe',
} as const

export type LinkPurpose = keyof typeof newsletterLinkPaths

export function localizePath(locale: RouteLocale, path: string): string {
  if (locale === 'pt') return path
  return path === '/' ? '/en' : `/en${path}`
}

/** Collections whose documents have their own page, and that page's path for a slug. */
export type DocumentCollection = 'cases' | 'posts' | 'services' | 'pages'

export function documentPath(collection: DocumentCollection, locale: RouteLocale, slug: string): string {
  if (collection === 'cases') return paths.case(slug)
  if (collection === 'posts') return paths.post(slug)
  if (collection === 'pages') return paths.page(slug)
  return paths.service(locale, slug)
}

/** A site path (`/…`) with `search` (`?…`) added, unless it already has a query; anything else as it is. */
export function withQuery(location: string, search: string): string {
  if (!search.startsWith('?') || search === '?' || !/^\/(?!\/)/.test(location) || /[?#]/.test(location)) return location
  return `${location}${search}`
}
