import type { OptionWords } from '@/lib/admin-labels'
import { paths, type RouteLocale } from '@/lib/paths'

/** The sections of the site a menu entry can lead to, and where each is in a locale (locale-free paths). */
export const menuRoutes = ['cases', 'clients', 'whatWeDo', 'about', 'contact', 'articles', 'products', 'home'] as const
export type MenuRoute = (typeof menuRoutes)[number]

export function routeHref(route: MenuRoute, locale: RouteLocale): string {
  switch (route) {
    case 'cases':
      return paths.cases()
    case 'whatWeDo':
      return paths.services(locale)
    case 'articles':
      return paths.posts()
    case 'home':
      return paths.home()
    default:
      return `/#${route}`
  }
}

export const routeWords: OptionWords = {
  pt: {
    cases: 'Cases',
    clients: 'Clientes (na home)',
    whatWeDo: 'O que fazemos',
    about: 'Sobre (na home)',
    contact: 'Contato (na home)',
    articles: 'Artigos',
    products: 'Produtos e jogos (na home)',
    home: 'Início',
  },
  en: {
    cases: 'Cases',
    clients: 'Clients (on the home page)',
    whatWeDo: 'What we do',
    about: 'About (on the home page)',
    contact: 'Contact (on the home page)',
    articles: 'Articles',
    products: 'Products and games (on the home page)',
    home: 'Home',
  },
}
