import { validations, type Field, type PayloadRequest, type Validate } from 'payload'
import { site } from '@/config/site'
import {
  documentSearch,
  fullTitle,
  lengthVerdict,
  searchLengths,
  type LengthVerdict,
  type SearchSource,
} from '@/lib/metadata'
import type { DocumentCollection, RouteLocale } from '@/lib/paths'
import { nestedRequest } from '../nested-request'
import { say } from '../say'
import { idOf, isEmpty, richTextMedia, walkFields } from './fields'

/**
 * Checks before publish: a document is published in a locale only when, in that locale, its required fields are filled
 * (Payload's own validation), its page's real `<title>` and meta description exist within the lengths search engines
 * show (Payload's SEO plugin's recommendation), and every image it shows has an alternative text. They are the fields'
 * own validations, which Payload runs on a publish and never on a draft or autosave, and reports together, at the
 * fields. The checks read the document as its page does, with Payload's fallback to Portuguese
 * (docs/decisions/publish-checks.md).
 */

export type Problem = { path: string; message: string }

/** A check a field adds for a publish (`custom.publishCheck`): why its value may not be published, or null. */
export type PublishCheck = (value: unknown, at: { req: PayloadRequest; locale: RouteLocale }) => Promise<string | null>
const ownCheck = (field: Field) => (field.custom as { publishCheck?: PublishCheck } | undefined)?.publishCheck

type Target = {
  collection: DocumentCollection
  fields: Field[]
  /** The document in `locale`, as it would be published (without fallback: Payload's own reading for an update). */
  doc: Record<string, unknown>
  locale: RouteLocale
  req: PayloadRequest
}

const localeName = { pt: { pt: 'português', en: 'Portuguese' }, en: { pt: 'inglês', en: 'English' } } as const

/** The locale an operation runs in: the request's, or the default for none (and for `all`). */
export function operationLocale(req: PayloadRequest): RouteLocale {
  return req.locale === 'en' ? 'en' : 'pt'
}

/** The studio's name in `locale`, as the published site settings give it to every page's title. */
async function studioName(req: PayloadRequest, locale: RouteLocale): Promise<string | null> {
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    locale,
    depth: 0,
    draft: false,
    overrideAccess: true,
    req: nestedRequest(req),
  })
  return settings?.studioName ?? null
}

/**
 * The text fields the page describes itself with, as the page reads them: in English, an empty one is the Portuguese
 * text (Payload's fallback; the Portuguese of the latest version, which a publish makes public too).
 */
async function searchSource({ collection, doc, locale, req }: Omit<Target, 'fields'>): Promise<SearchSource> {
  const own = doc as SearchSource
  const id = idOf(doc.id)
  if (locale === site.defaultLocale || id === null) return own
  const pt = (await req.payload.findByID({
    collection,
    id,
    locale: site.defaultLocale,
    draft: true,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req: nestedRequest(req),
  })) as SearchSource | null
  const text = (key: 'title' | 'summary' | 'excerpt') => own[key] || pt?.[key]
  return {
    title: text('title'),
    summary: text('summary'),
    excerpt: text('excerpt'),
    seo: { title: own.seo?.title || pt?.seo?.title, description: own.seo?.description || pt?.seo?.description },
  }
}

export type SearchResult = {
  /** The page's `<title>`, studio name included. */
  title: string
  description: string | null
  verdict: { title: LengthVerdict; description: LengthVerdict }
}

/** What the document's page will tell search engines in `locale`: its real title and description, and their lengths. */
export async function searchResult(target: Omit<Target, 'fields'>): Promise<SearchResult> {
  const [source, studio] = await Promise.all([searchSource(target), studioName(target.req, target.locale)])
  const own = documentSearch(source)
  const title = fullTitle(own.title, studio)
  return {
    title,
    description: own.description ?? null,
    verdict: {
      title: lengthVerdict(title, searchLengths.title),
      description: lengthVerdict(own.description, searchLengths.description),
    },
  }
}

/** The search title and description problems, worded for the editor, with the field that fixes each. */
export function searchProblems(req: PayloadRequest, locale: RouteLocale, result: SearchResult): Problem[] {
  const where = localeName[locale]
  const problems: Problem[] = []
  const { title, description, verdict } = result
  const range = (r: { min: number; max: number }) => `${r.min}–${r.max}`
  if (verdict.title !== 'ok') {
    const length = title.length
    problems.push({
      path: 'seo.title',
      message: say(req, {
        pt: `O título da página em ${where.pt}, “${title}”, tem ${length} caracteres; buscadores mostram bem ${range(searchLengths.title)}. ${verdict.title === 'long' ? 'Encurte o título de busca.' : 'Escreva um título de busca mais longo.'}`,
        en: `The page title in ${where.en}, “${title}”, has ${length} characters; search engines show ${range(searchLengths.title)} well. ${verdict.title === 'long' ? 'Shorten the search title.' : 'Write a longer search title.'}`,
      }),
    })
  }
  if (verdict.description === 'missing') {
    problems.push({
      path: 'seo.description',
      message: say(req, {
        pt: `Falta a descrição da página em ${where.pt}: escreva uma descrição de busca (ou um resumo) de ${range(searchLengths.description)} caracteres.`,
        en: `The page has no description in ${where.en}: write a search description (or a summary) of ${range(searchLengths.description)} characters.`,
      }),
    })
  } else if (verdict.description !== 'ok') {
    const length = description?.length ?? 0
    problems.push({
      path: 'seo.description',
      message: say(req, {
        pt: `A descrição da página em ${where.pt} tem ${length} caracteres; buscadores mostram bem ${range(searchLengths.description)}. ${verdict.description === 'long' ? 'Encurte a descrição de busca.' : 'Escreva uma descrição de busca mais longa.'}`,
        en: `The page description in ${where.en} has ${length} characters; search engines show ${range(searchLengths.description)} well. ${verdict.description === 'long' ? 'Shorten the search description.' : 'Write a longer search description.'}`,
      }),
    })
  }
  return problems
}

/** Required fields left empty in `locale` (Payload's own rule and message, so a scheduled publish is checked too). */
function requiredProblems({ fields, doc, req }: Target): Problem[] {
  const problems: Problem[] = []
  for (const { field, value, path } of walkFields(fields, doc))
    if ('required' in field && field.required && isEmpty(value))
      problems.push({ path, message: req.t('validation:required') })
  return problems
}

/** The media of an upload field's value or a rich-text field's images. */
function mediaOf(field: Field, value: unknown): (number | string)[] {
  if (field.type === 'richText') return richTextMedia(value)
  if (field.type !== 'upload' || field.relationTo !== 'media') return []
  return (Array.isArray(value) ? value : [value]).map(idOf).filter((id): id is number | string => id !== null)
}

/** The message for the first of `ids` that has no alternative text in `locale` (read as the page reads it). */
async function missingAlt(ids: (number | string)[], locale: RouteLocale, req: PayloadRequest): Promise<string | null> {
  if (!ids.length) return null
  const { docs } = await req.payload.find({
    collection: 'media',
    where: { id: { in: [...new Set(ids)] } },
    locale,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req: nestedRequest(req),
  })
  const undescribed = docs.find((media) => !media.alt?.trim())
  if (!undescribed) return null
  const name = undescribed.filename ?? String(undescribed.id)
  const where = localeName[locale]
  return say(req, {
    pt: `A imagem “${name}” não tem texto alternativo em ${where.pt}: escreva-o em Mídia, em ${where.pt}.`,
    en: `The image “${name}” has no alternative text in ${where.en}: add it under Media, in ${where.en}.`,
  })
}

/** Images the page shows (upload fields, images in rich text) that have no alternative text in `locale`. */
async function imageProblems({ fields, doc, locale, req }: Target): Promise<Problem[]> {
  const problems: Problem[] = []
  for (const { field, value, path } of walkFields(fields, doc)) {
    const message = await missingAlt(mediaOf(field, value), locale, req)
    if (message) problems.push({ path, message })
  }
  return problems
}

/** What the fields' own checks (links, a page's hero) refuse in `locale`. */
async function ownProblems({ fields, doc, locale, req }: Target): Promise<Problem[]> {
  const problems: Problem[] = []
  for (const { field, value, path } of walkFields(fields, doc)) {
    const message = await ownCheck(field)?.(value, { req, locale })
    if (message) problems.push({ path, message })
  }
  return problems
}

/** Everything that stops `doc` being published in `locale`; empty when it may be. */
export async function publishProblems(target: Target): Promise<Problem[]> {
  const [search, images, own] = await Promise.all([searchResult(target), imageProblems(target), ownProblems(target)])
  return [...requiredProblems(target), ...searchProblems(target.req, target.locale, search), ...images, ...own]
}

/**
 * What a field of a page document checks when the document is published, besides Payload's own validation of it: the
 * search title and description give the page's real ones, an image field or rich text the alternative texts of its
 * images. `undefined` for a field that checks nothing more.
 */
function publishCheck(collection: DocumentCollection, field: Field, path: string) {
  const search = path === 'seo.title' || path === 'seo.description'
  const images = (field.type === 'upload' && field.relationTo === 'media') || field.type === 'richText'
  const own = ownCheck(field)
  if (!search && !images && !own) return undefined
  const check: Validate = async (value, options) => {
    const payloads = await (validations[field.type as keyof typeof validations] as Validate)(value, options)
    // A draft is never validated; an update that leaves the document published is a publish.
    if (payloads !== true || (options.data as { _status?: string })?._status !== 'published') return payloads
    const { req } = options
    const locale = operationLocale(req)
    const refused = await own?.(value, { req, locale })
    if (refused) return refused
    if (images) return (await missingAlt(mediaOf(field, value), locale, req)) ?? true
    const doc = { ...(options.data as Record<string, unknown>), id: options.id }
    const result = await searchResult({ collection, doc, locale, req })
    return searchProblems(req, locale, result).find((p) => p.path === path)?.message ?? true
  }
  return check
}

/** The fields of a page collection, with the checks before publish added to those that have some. */
export function withPublishChecks(collection: DocumentCollection, fields: Field[], prefix = ''): Field[] {
  return fields.map((field) => {
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({
          ...tab,
          fields: withPublishChecks(
            collection,
            tab.fields,
            'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix,
          ),
        })),
      }
    if (!('name' in field))
      return 'fields' in field ? { ...field, fields: withPublishChecks(collection, field.fields, prefix) } : field
    const path = `${prefix}${field.name}`
    if (field.type === 'group' || field.type === 'array')
      return { ...field, fields: withPublishChecks(collection, field.fields, `${path}.`) }
    if (field.type === 'blocks') {
      const blocks = field.blocks.map((block) => ({ ...block, fields: withPublishChecks(collection, block.fields) }))
      return { ...field, blocks, validate: publishCheck(collection, field, path) ?? field.validate } as Field
    }
    const validate = publishCheck(collection, field, path)
    return validate ? ({ ...field, validate } as Field) : field
  })
}
