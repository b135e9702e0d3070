import { richTextToPlain } from '@/lib/lexical-text'
import { stableJson } from '@/lib/stable-json'

/**
 * The field groups whose translation is tracked: each top-level field (or named group) holding
 * localized text, and what one locale says in it. Only text is compared (text, textarea, rich
 * text); slugs are made from the title, and dates, numbers and uploads are not translated.
 */

/** What this module reads of a Payload field (its sanitized `flattenedFields`). */
export type FieldSpec = {
  name: string
  type: string
  localized?: boolean
  hasMany?: boolean
  label?: unknown
  flattenedFields?: FieldSpec[]
  blocks?: { slug: string; flattenedFields: FieldSpec[] }[]
}

export type Label = { pt: string; en: string }
export type Group = { name: string; label: Label; field: FieldSpec }

const TEXT = new Set(['text', 'textarea', 'richText'])
/** Never compared: made from the title on save, one per locale. */
const SKIPPED = new Set(['slug'])

const labels: Record<string, Label> = {
  title: { pt: 'Título', en: 'Title' },
  summary: { pt: 'Resumo', en: 'Summary' },
  excerpt: { pt: 'Chamada', en: 'Excerpt' },
  body: { pt: 'Texto', en: 'Body' },
  gallery: { pt: 'Legendas da galeria', en: 'Gallery captions' },
  credits: { pt: 'Créditos', en: 'Credits' },
  seo: { pt: 'SEO', en: 'SEO' },
  tags: { pt: 'Tags', en: 'Tags' },
  name: { pt: 'Nome', en: 'Name' },
  role: { pt: 'Função', en: 'Role' },
  alt: { pt: 'Texto alternativo', en: 'Alt text' },
  caption: { pt: 'Legenda', en: 'Caption' },
  studioName: { pt: 'Nome do estúdio', en: 'Studio name' },
  shortName: { pt: 'Nome curto', en: 'Short name' },
  statement: { pt: 'Frase de abertura', en: 'Opening statement' },
  menu: { pt: 'Menu', en: 'Menu' },
  figures: { pt: 'Números', en: 'Figures' },
  teamIntro: { pt: 'Apresentação da equipe', en: 'Team introduction' },
}

function labelOf(field: FieldSpec): Label {
  if (labels[field.name]) return labels[field.name]
  const own = field.label as Partial<Label> | string | undefined
  if (own && typeof own === 'object' && own.pt && own.en) return { pt: own.pt, en: own.en }
  return { pt: field.name, en: field.name }
}

function holdsLocalizedText(field: FieldSpec, localized = false): boolean {
  const inLocale = localized || Boolean(field.localized)
  if (TEXT.has(field.type)) return inLocale
  const children = [...(field.flattenedFields ?? []), ...(field.blocks ?? []).flatMap((b) => b.flattenedFields)]
  return children.some((child) => holdsLocalizedText(child, inLocale))
}

/** The tracked groups of a collection or global, in the order of its fields. */
export function translationGroups(fields: FieldSpec[]): Group[] {
  return fields
    .filter((field) => 'name' in field && !SKIPPED.has(field.name) && holdsLocalizedText(field))
    .map((field) => ({ name: field.name, label: labelOf(field), field }))
}

type Data = Record<string, unknown>

function leaf(field: FieldSpec, value: unknown): unknown {
  if (field.type === 'richText') {
    return value && typeof value === 'object' && richTextToPlain(value as never) ? value : undefined
  }
  if (Array.isArray(value)) {
    const list = value.filter((v) => typeof v === 'string' && v.trim())
    return list.length ? list : undefined
  }
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

function fieldsOf(fields: FieldSpec[], data: unknown, locale: string, localized: boolean): Data | undefined {
  if (!data || typeof data !== 'object') return undefined
  const out: Data = {}
  for (const field of fields) {
    const value = project(field, (data as Data)[field.name], locale, localized)
    if (value !== undefined) out[field.name] = value
  }
  return Object.keys(out).length ? out : undefined
}

/**
 * What `locale` says in a field, read from data holding every locale (Payload's `locale: 'all'`:
 * a localized value is `{ pt, en }`), with ids, other fields and empty values left out; undefined
 * when the locale has no text there. Rows without text in this locale are dropped, so a row added
 * with Portuguese text only leaves the English projection as it was.
 */
export function project(field: FieldSpec, value: unknown, locale: string, localized = false): unknown {
  let own = value
  let inLocale = localized
  if (field.localized && !localized) {
    own = value && typeof value === 'object' ? (value as Data)[locale] : undefined
    inLocale = true
  }
  if (TEXT.has(field.type)) return inLocale ? leaf(field, own) : undefined
  if (field.type === 'group' || field.type === 'tab')
    return fieldsOf(field.flattenedFields ?? [], own, locale, inLocale)
  if (field.type === 'array' || field.type === 'blocks') {
    if (!Array.isArray(own)) return undefined
    const rows = own
      .map((row: Data) => {
        const fields =
          field.type === 'array'
            ? field.flattenedFields
            : field.blocks?.find((b) => b.slug === row?.blockType)?.flattenedFields
        return fieldsOf(fields ?? [], row, locale, inLocale)
      })
      .filter((row) => row !== undefined)
    return rows.length ? rows : undefined
  }
  return undefined
}

/** Stable text of a projection, for comparing two saves; null when the locale has no text. */
export function fingerprint(value: unknown): string | null {
  return value === undefined ? null : stableJson(value)
}
