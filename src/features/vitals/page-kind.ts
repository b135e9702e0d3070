import type { PageKind } from './metrics'

/**
 * The kind of a public page from its locale-free path (lib/paths), for the Speed view's rows; `other` for none (a
 * page rendered for a locale it has no address in). About and contact are sections of the home page today; pages of
 * their own at these names would be counted apart.
 */
const exact: Record<string, PageKind> = {
  '/': 'home',
  '/cases': 'cases',
  '/posts': 'articles',
  '/what-we-do': 'what-we-do',
  '/o-que-fazemos': 'what-we-do',
  '/politica-de-privacidade': 'legal',
  '/termos-de-uso': 'legal',
  '/about': 'about',
  '/sobre': 'about',
  '/team': 'about',
  '/equipe': 'about',
  '/contact': 'contact',
  '/contato': 'contact',
}

export function pageKindOf(path: string | undefined): PageKind {
  if (!path) return 'other'
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/'
  if (exact[clean]) return exact[clean]
  const [, first, second, third] = clean.split('/')
  if (first === 'case') return 'case'
  if (first === 'posts') return second === 'page' && third !== undefined ? 'articles' : 'article'
  if (first === 'what-we-do' || first === 'o-que-fazemos') return 'service'
  return 'other'
}
