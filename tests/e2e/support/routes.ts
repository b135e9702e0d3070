// Every route of spec §2 in a locale, with real slugs read from the CMS.
import type { APIRequestContext } from '@playwright/test'
import { publicDocs, type Locale } from './cms'

export const prefix = (locale: Locale) => (locale === 'pt' ? '' : '/en')

export async function allRoutes(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const [cases, posts, services] = await Promise.all([
    publicDocs(request, 'cases', locale),
    publicDocs(request, 'posts', locale),
    publicDocs(request, 'services', locale),
  ])
  const p = prefix(locale)
  return [
    p || '/',
    `${p}/cases`,
    `${p}/case`,
    `${p}/case/${cases[0].slug}`,
    `${p}/posts`,
    `${p}/posts?page=2`,
    `${p}/posts/${posts[0].slug}`,
    `${p}/politica-de-privacidade`,
    `${p}/termos-de-uso`,
    `${p}/newsletter`,
    `${p}/what-we-do`,
    `${p}/what-we-do/${services[0].slug}`,
    `${p}/o-que-fazemos`,
    `${p}/o-que-fazemos/${services[1].slug}`,
    `${p}/pagina-que-nao-existe`,
  ]
}
