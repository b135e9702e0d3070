import 'server-only'
import { draftMode, headers } from 'next/headers'
import { cache } from 'react'
import type { FlattenedField } from 'payload'
import { site, type Locale } from '@/config/site'
import { labelIn } from '@/lib/admin-labels'
import { richTextToPlain } from '@/lib/lexical-text'
import { hasRole } from '@/cms/access'
import { cached, payloadClient, publicReader, readAs, type Reader } from './client'
import type { PageCollection } from './documents'

/**
 * The reader of this request: a preview when Next's draft mode is on (entered through
 * /next/preview) and the request still carries a signed-in editor; the public
 * otherwise, so a leftover draft-mode cookie after signing out shows published pages.
 * Outside a request (generateStaticParams, scripts) and while prerendering: the public.
 */
export const currentReader = cache(async (): Promise<Reader> => {
  let enabled = false
  try {
    enabled = (await draftMode()).isEnabled
  } catch {
    return publicReader
  }
  if (!enabled) return publicReader
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return hasRole(user, 'admin', 'editor') ? { draft: true, user: user! } : publicReader
})

/**
 * A read that pages use: cached for the public; in a preview, read fresh with drafts
 * and never cached, so a draft cannot reach the cache visitors are served from.
 */
export function previewable<Args extends unknown[], R>(
  fn: (reader: Reader, ...args: Args) => Promise<R>,
  key: string,
  tagList: string[],
) {
  const published = cached((...args: Args) => fn(publicReader, ...args), key, tagList)
  return async (...args: Args): Promise<R> => {
    const reader = await currentReader()
    return reader.draft ? fn(reader, ...args) : published(...args)
  }
}

/** What a preview banner may point out: the page's own document or global. */
export type PreviewSubject =
  { collection: PageCollection; id: number } | { global: 'site-settings' | 'about' | 'legal' | 'home' }

/**
 * Labels of the localized fields a preview in `locale` shows in Portuguese because
 * they are empty in that locale (Payload's fallback), for the preview banner.
 */
export async function fallbackFields(reader: Reader, subject: PreviewSubject, locale: Locale): Promise<string[]> {
  if (locale === site.defaultLocale) return []
  const payload = await payloadClient()
  const read = (loc: Locale) => {
    const options = { ...readAs(reader), locale: loc, fallbackLocale: false as const, depth: 0 }
    return 'collection' in subject
      ? payload.findByID({ ...options, collection: subject.collection, id: subject.id, disableErrors: true })
      : payload.findGlobal({ ...options, slug: subject.global })
  }
  const [own, base] = await Promise.all([read(locale), read(site.defaultLocale)])
  const fields =
    'collection' in subject
      ? payload.collections[subject.collection].config.flattenedFields
      : payload.config.globals.find((g) => g.slug === subject.global)?.flattenedFields
  return missing(fields ?? [], own as Record<string, unknown> | null, base as Record<string, unknown> | null, locale)
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object' && 'root' in (value as object)) return richTextToPlain(value as { root?: never }) === ''
  return false
}

function missing(
  fields: FlattenedField[],
  own: Record<string, unknown> | null,
  base: Record<string, unknown> | null,
  locale: Locale,
  parent = '',
): string[] {
  return fields.flatMap((field) => {
    if (field.type === 'group' && 'flattenedFields' in field) {
      return missing(
        field.flattenedFields,
        own?.[field.name] as Record<string, unknown> | null,
        base?.[field.name] as Record<string, unknown> | null,
        locale,
        labelIn(field, locale),
      )
    }
    if (!field.localized || field.name === 'slug' || !isEmpty(own?.[field.name]) || isEmpty(base?.[field.name]))
      return []
    return [parent ? `${parent} › ${labelIn(field, locale)}` : labelIn(field, locale)]
  })
}
