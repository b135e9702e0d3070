import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { about } from './content/about'
import { cases } from './content/cases'
import { clients } from './content/clients'
import { privacy, terms } from './content/legal'
import { workWithUs, type PageSeed } from './content/pages'
import { posts } from './content/posts'
import { products } from './content/products'
import { searchTexts } from './content/search'
import { services } from './content/services'
import { shareImage, siteSettings } from './content/site'
import { team } from './content/team'
import type { CaseSeed, ImageSeed, PostSeed } from './content/types'
import { mediaCreator, seedContext, type CreateMedia } from './media'
import { homeSections } from '@/lib/home-sections'

/** Options shared by every seed write. */
function writeOptions(req: PayloadRequest) {
  return { overrideAccess: true, context: seedContext, req, depth: 0 } as const
}

/** A relationship value as stored: the id, whether or not it came populated. */
function idOf(value: number | { id: number }): number {
  return typeof value === 'number' ? value : value.id
}

/** Rows are shared between locales: each row of `value`, at any depth, takes the id of the saved row in its place. */
function withRowIds<T>(value: T, saved: unknown): T {
  if (Array.isArray(value)) {
    const rows = Array.isArray(saved) ? saved : []
    return value.map((row, i) => {
      const savedRow = rows[i] as { id?: unknown } | undefined
      if (!row || typeof row !== 'object') return row
      return savedRow?.id === undefined ? withRowIds(row, savedRow) : { ...withRowIds(row, savedRow), id: savedRow.id }
    }) as T
  }
  if (!value || typeof value !== 'object' || !saved || typeof saved !== 'object') return value
  const source = saved as Record<string, unknown>
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, withRowIds(v, source[key])])) as T
}

function lookup(map: Map<string, number>, key: string, kind: string): number {
  const id = map.get(key)
  if (id === undefined) throw new Error(`Seed: unknown ${kind} "${key}"`)
  return id
}

/** Every generated image, in the order the seed uploads them. */
function allImages(): ImageSeed[] {
  return [
    shareImage,
    ...services.flatMap((service) => [service.icon, service.cover]),
    ...clients.map((client) => client.logo),
    ...team.map((person) => person.photo),
    ...products.map((product) => product.cover),
    ...cases.flatMap((item) => [item.cover, ...item.gallery.map((entry) => entry.image)]),
    ...posts.map((post) => post.cover),
  ]
}

async function seedServices(
  payload: Payload,
  req: PayloadRequest,
  createMedia: CreateMedia,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const service of services) {
    const icon = await createMedia(service.icon)
    const cover = await createMedia(service.cover)
    const doc = await payload.create({
      collection: 'services',
      locale: 'pt',
      draft: false,
      data: {
        _status: 'published',
        title: service.title.pt,
        slug: service.slug.pt,
        summary: service.summary.pt,
        body: service.body.pt,
        icon,
        cover,
        order: service.order,
        seo: searchTexts(service, 'pt'),
      },
      ...writeOptions(req),
    })
    await payload.update({
      collection: 'services',
      id: doc.id,
      locale: 'en',
      draft: false,
      data: {
        _status: 'published',
        title: service.title.en,
        slug: service.slug.en,
        summary: service.summary.en,
        body: service.body.en,
        seo: searchTexts(service, 'en'),
      },
      ...writeOptions(req),
    })
    ids.set(service.key, doc.id)
  }
  return ids
}

async function seedClients(
  payload: Payload,
  req: PayloadRequest,
  createMedia: CreateMedia,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const client of clients) {
    const logo = await createMedia(client.logo)
    const doc = await payload.create({
      collection: 'clients',
      locale: 'pt',
      data: { name: client.name.pt, logo, url: client.url, order: client.order },
      ...writeOptions(req),
    })
    await payload.update({
      collection: 'clients',
      id: doc.id,
      locale: 'en',
      data: { name: client.name.en },
      ...writeOptions(req),
    })
    ids.set(client.key, doc.id)
  }
  return ids
}

async function seedTeam(payload: Payload, req: PayloadRequest, createMedia: CreateMedia): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const person of team) {
    const photo = await createMedia(person.photo)
    const doc = await payload.create({
      collection: 'employees',
      locale: 'pt',
      data: { name: person.name, role: person.role.pt, photo, order: person.order },
      ...writeOptions(req),
    })
    await payload.update({
      collection: 'employees',
      id: doc.id,
      locale: 'en',
      data: { name: person.name, role: person.role.en },
      ...writeOptions(req),
    })
    ids.set(person.key, doc.id)
  }
  return ids
}

async function seedProducts(payload: Payload, req: PayloadRequest, createMedia: CreateMedia): Promise<number> {
  for (const product of products) {
    const cover = await createMedia(product.cover)
    const doc = await payload.create({
      collection: 'products',
      locale: 'pt',
      data: {
        name: product.name.pt,
        slug: product.slug.pt,
        summary: product.summary.pt,
        cover,
        url: product.url,
        order: product.order,
      },
      ...writeOptions(req),
    })
    await payload.update({
      collection: 'products',
      id: doc.id,
      locale: 'en',
      data: { name: product.name.en, slug: product.slug.en, summary: product.summary.en },
      ...writeOptions(req),
    })
  }
  return products.length
}

async function seedCase(
  payload: Payload,
  req: PayloadRequest,
  createMedia: CreateMedia,
  item: CaseSeed,
  refs: { clients: Map<string, number>; services: Map<string, number> },
): Promise<void> {
  const cover = await createMedia(item.cover)
  const gallery: number[] = []
  for (const entry of item.gallery) gallery.push(await createMedia(entry.image))
  const media = { cover, gallery }
  const draft = item.status === 'draft'

  const doc = await payload.create({
    collection: 'cases',
    locale: 'pt',
    draft,
    data: {
      _status: item.status,
      title: item.title.pt,
      slug: item.slug.pt,
      summary: item.summary.pt,
      client: lookup(refs.clients, item.client, 'client'),
      services: item.services.map((key) => lookup(refs.services, key, 'service')),
      year: item.year,
      cover,
      gallery: item.gallery.map((entry, index) => ({ image: gallery[index], caption: entry.caption.pt })),
      body: item.body.pt(media),
      credits: item.credits.map((credit) => ({ role: credit.role.pt, name: credit.name })),
      featured: item.featured,
      order: item.order,
      seo: { ...searchTexts(item, 'pt'), keywords: item.seo?.keywords.pt },
    },
    ...writeOptions(req),
  })

  // Array rows are shared between locales: send them back with their ids so
  // only the English captions and roles are added.
  await payload.update({
    collection: 'cases',
    id: doc.id,
    locale: 'en',
    draft,
    data: {
      _status: item.status,
      title: item.title.en,
      slug: item.slug.en,
      summary: item.summary.en,
      body: item.body.en(media),
      gallery: (doc.gallery ?? []).map((row, index) => ({
        id: row.id,
        image: idOf(row.image),
        caption: item.gallery[index].caption.en,
      })),
      credits: (doc.credits ?? []).map((row, index) => ({
        id: row.id,
        name: row.name,
        role: item.credits[index].role.en,
      })),
      seo: { ...searchTexts(item, 'en'), keywords: item.seo?.keywords.en },
    },
    ...writeOptions(req),
  })
}

async function seedPost(
  payload: Payload,
  req: PayloadRequest,
  createMedia: CreateMedia,
  post: PostSeed,
  authors: Map<string, number>,
): Promise<void> {
  const cover = await createMedia(post.cover)
  const doc = await payload.create({
    collection: 'posts',
    locale: 'pt',
    draft: false,
    data: {
      _status: 'published',
      title: post.title.pt,
      slug: post.slug.pt,
      excerpt: post.excerpt.pt,
      cover,
      body: post.body.pt,
      author: lookup(authors, post.author, 'author'),
      publishedDate: post.publishedDate,
      tags: post.tags.pt,
      seo: searchTexts(post, 'pt'),
    },
    ...writeOptions(req),
  })
  await payload.update({
    collection: 'posts',
    id: doc.id,
    locale: 'en',
    draft: false,
    data: {
      _status: 'published',
      title: post.title.en,
      slug: post.slug.en,
      excerpt: post.excerpt.en,
      body: post.body.en,
      tags: post.tags.en,
      seo: searchTexts(post, 'en'),
    },
    ...writeOptions(req),
  })
}

/** A page of blocks: created in Portuguese, then the same blocks (by their ids) given their English words. */
async function seedPage(payload: Payload, req: PayloadRequest, page: PageSeed): Promise<number> {
  const seo = (locale: 'pt' | 'en') => ({ title: page.search[locale], description: page.description[locale] })
  const doc = await payload.create({
    collection: 'pages',
    locale: 'pt',
    draft: false,
    data: {
      _status: 'published',
      title: page.title.pt,
      slug: page.slug.pt,
      layout: page.layout.pt as never,
      seo: seo('pt'),
    },
    ...writeOptions(req),
  })
  await payload.update({
    collection: 'pages',
    id: doc.id,
    locale: 'en',
    draft: false,
    data: {
      _status: 'published',
      title: page.title.en,
      slug: page.slug.en,
      layout: withRowIds(page.layout.en, doc.layout) as never,
      seo: seo('en'),
    },
    ...writeOptions(req),
  })
  return doc.id
}

/** The menu of spec §2 as entries an editor can change; "Work with us" leads to its page. */
async function seedMenu(payload: Payload, req: PayloadRequest, workWithUsPage: number): Promise<void> {
  const entries = siteSettings.menu.entries.map((entry) =>
    entry.kind === 'page' ? { ...entry, page: workWithUsPage } : entry,
  )
  const saved = await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'pt',
    draft: false,
    data: {
      _status: 'published',
      menu: { items: entries.map(({ label, url, ...entry }) => ({ ...entry, label: label.pt, url: url?.pt })) },
    },
    overrideAccess: true,
    context: seedContext,
    req,
    depth: 0,
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'en',
    draft: false,
    data: {
      _status: 'published',
      menu: {
        items: withRowIds(
          entries.map(({ label, url, ...entry }) => ({ ...entry, label: label.en, url: url?.en })),
          saved.menu?.items,
        ),
      },
    },
    overrideAccess: true,
    context: seedContext,
    req,
    depth: 0,
  })
}

async function seedGlobals(payload: Payload, req: PayloadRequest, createMedia: CreateMedia): Promise<void> {
  // Globals have drafts: the seed publishes what the site shows.
  const options = { overrideAccess: true, context: seedContext, req, depth: 0 } as const
  const share = await createMedia(shareImage)
  const s = siteSettings

  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'pt',
    data: {
      _status: 'published',
      studioName: s.studioName.pt,
      shortName: s.shortName.pt,
      statement: s.statement.pt,
      organization: s.organization,
      social: s.social,
      seo: { description: s.seo.description.pt, keywords: s.seo.keywords.pt, shareImage: share },
    },
    ...options,
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'en',
    data: {
      _status: 'published',
      studioName: s.studioName.en,
      shortName: s.shortName.en,
      statement: s.statement.en,
      seo: { description: s.seo.description.en, keywords: s.seo.keywords.en, shareImage: share },
    },
    ...options,
  })

  const aboutPt = await payload.updateGlobal({
    slug: 'about',
    locale: 'pt',
    data: {
      _status: 'published',
      title: about.title.pt,
      body: about.body.pt,
      figures: about.figures.map((figure) => ({ value: figure.value, label: figure.label.pt })),
      teamIntro: about.teamIntro.pt,
    },
    ...options,
  })
  await payload.updateGlobal({
    slug: 'about',
    locale: 'en',
    data: {
      _status: 'published',
      title: about.title.en,
      body: about.body.en,
      figures: (aboutPt.figures ?? []).map((row, index) => ({
        id: row.id,
        value: row.value,
        label: about.figures[index].label.en,
      })),
      teamIntro: about.teamIntro.en,
    },
    ...options,
  })

  for (const locale of ['pt', 'en'] as const) {
    await payload.updateGlobal({
      slug: 'legal',
      locale,
      data: {
        _status: 'published',
        privacy: {
          title: privacy.title[locale],
          body: privacy.body[locale],
          updatedAt: privacy.updatedAt,
          version: privacy.version,
        },
        terms: {
          title: terms.title[locale],
          body: terms.body[locale],
          updatedAt: terms.updatedAt,
          version: terms.version,
        },
      },
      ...options,
    })
  }
}

/**
 * Fill an empty site with bilingual demo content: services, clients, team,
 * products, cases (plus one unpublished draft), articles and the three
 * globals, with generated artwork for every image. Does nothing when any
 * case already exists, so it is safe to call on every start.
 */
export async function seedDemoContent(payload: Payload): Promise<{ seeded: boolean }> {
  const existing = await payload.find({
    collection: 'cases',
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
    pagination: false,
  })
  if (existing.docs.length > 0) {
    payload.logger.info('Seed: content already present, skipping demo content')
    return { seeded: false }
  }

  const started = Date.now()
  payload.logger.info('Seed: creating demo content…')
  const req = await createLocalReq({ context: seedContext }, payload)
  // Atomic where the database adapter supports transactions (PostgreSQL).
  const ownTransaction = await initTransaction(req)
  try {
    const createMedia = mediaCreator(payload, req, allImages())
    // First: every page's title ends with the studio's name, which the checks before publish count.
    await seedGlobals(payload, req, createMedia)
    payload.logger.info('Seed: site settings, about and legal texts')
    const serviceIds = await seedServices(payload, req, createMedia)
    payload.logger.info(`Seed: ${serviceIds.size} services`)
    const clientIds = await seedClients(payload, req, createMedia)
    payload.logger.info(`Seed: ${clientIds.size} clients`)
    const authorIds = await seedTeam(payload, req, createMedia)
    payload.logger.info(`Seed: ${authorIds.size} team members`)
    const productCount = await seedProducts(payload, req, createMedia)
    payload.logger.info(`Seed: ${productCount} products`)

    for (const item of cases)
      await seedCase(payload, req, createMedia, item, { clients: clientIds, services: serviceIds })
    const drafts = cases.filter((item) => item.status === 'draft').length
    payload.logger.info(`Seed: ${cases.length - drafts} published cases, ${drafts} draft`)

    for (const post of posts) await seedPost(payload, req, createMedia, post, authorIds)
    payload.logger.info(`Seed: ${posts.length} articles`)
    const workWithUsId = await seedPage(payload, req, workWithUs)
    payload.logger.info('Seed: the "Work with us" page')
    await seedMenu(payload, req, workWithUsId)
    // The home page as blocks: its own sections, in the order it always had (an editor rearranges them).
    await payload.updateGlobal({
      slug: 'home',
      locale: 'pt',
      draft: false,
      data: {
        _status: 'published',
        layout: homeSections.map((section) => ({ blockType: 'homeSection' as const, section })),
      },
      overrideAccess: true,
      context: seedContext,
      req,
      depth: 0,
    })

    if (ownTransaction) await commitTransaction(req)
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }

  payload.logger.info(`Seed: demo content ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return { seeded: true }
}
