import { slugify } from '@/lib/slug'
import { translationGroups, type FieldSpec } from '../groups'
import { escapeXml, richTextSegments, unescapeXml, type RichText } from '../rich-text'

type Row = Record<string, unknown>
type Job = { texts: string[]; apply: (translated: string[]) => void }

const hasWords = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/**
 * Walks `fields` over `source` (one locale's data) and returns the copy to write into the other
 * locale, its localized text replaced by jobs' results; non-localized values inside it (a
 * gallery's images, row ids) are kept, so rows stay the same rows. `any`: whether it holds text.
 */
function plan(
  fields: FieldSpec[],
  source: Row | undefined,
  localized: boolean,
  jobs: Job[],
): { out: Row; any: boolean } {
  const out: Row = {}
  if (!source || typeof source !== 'object') return { out, any: false }
  let any = false
  for (const field of fields) {
    const value = source[field.name]
    const inLocale = localized || Boolean(field.localized)
    if (field.type === 'text' || field.type === 'textarea') {
      if (!inLocale) out[field.name] = value
      else if (field.hasMany && Array.isArray(value) && value.some(hasWords)) {
        const list = value.filter(hasWords)
        const copy = [...list]
        out[field.name] = copy
        jobs.push({ texts: list.map(escapeXml), apply: (t) => t.forEach((v, i) => (copy[i] = unescapeXml(v))) })
        any = true
      } else if (hasWords(value)) {
        jobs.push({ texts: [escapeXml(value)], apply: ([t]) => (out[field.name] = unescapeXml(t)) })
        any = true
      }
    } else if (field.type === 'richText') {
      if (!inLocale) out[field.name] = value
      else if (value && typeof value === 'object' && (value as RichText).root) {
        const { texts, rebuild } = richTextSegments(value as RichText)
        if (texts.length) {
          jobs.push({ texts, apply: (t) => (out[field.name] = rebuild(t)) })
          any = true
        }
      }
    } else if (field.type === 'group' || field.type === 'tab') {
      const group = plan(field.flattenedFields ?? [], value as Row, inLocale, jobs)
      if (group.any || !inLocale) out[field.name] = group.out
      any ||= group.any
    } else if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) {
      let rowsWithText = false
      out[field.name] = value.map((row: Row) => {
        const sub =
          field.type === 'array'
            ? field.flattenedFields
            : field.blocks?.find((b) => b.slug === row.blockType)?.flattenedFields
        const planned = plan(sub ?? [], row, inLocale, jobs)
        rowsWithText ||= planned.any
        // The row object itself: translations are written into it once they arrive.
        if (row.blockType) planned.out.blockType = row.blockType
        // A shared list keeps its rows (same ids); a localized list's rows are the target locale's own.
        if (inLocale) delete planned.out.id
        else planned.out.id = row.id
        return planned.out
      })
      any ||= rowsWithText
      if (!rowsWithText) delete out[field.name]
    } else if (!inLocale) out[field.name] = value
  }
  return { out, any }
}

/**
 * What filling another locale from `source` (the `from` locale's data, read without fallback) takes: `texts`, the
 * XML texts to translate, and `finish`, which makes from their translations (or the texts themselves, for a copy)
 * one value per field group of `groups` (those missing or outdated in the other locale: a translation already in
 * step stays as the editor left it) that has text, and a slug made from the new title (or name) when the document
 * has one. Nothing is sent or saved here: a caller can weigh the texts first.
 */
export function translationPlan(
  fields: FieldSpec[],
  source: Row,
  groups: Set<string>,
): { texts: string[]; finish: (translated: string[]) => Row } {
  const jobs: Job[] = []
  const planned = translationGroups(fields)
    .filter(({ name }) => groups.has(name))
    .map(({ name, field }) => ({ name, ...plan([field], source, false, jobs) }))
    .filter((p) => p.any)
  const finish = (translated: string[]) => {
    let at = 0
    for (const job of jobs) {
      job.apply(translated.slice(at, at + job.texts.length))
      at += job.texts.length
    }
    const data: Row = {}
    for (const { name, out } of planned) data[name] = out[name]
    const title = data.title ?? data.name
    if (fields.some((f) => f.name === 'slug') && hasWords(title)) data.slug = slugify(title)
    return data
  }
  return { texts: jobs.flatMap((j) => j.texts), finish }
}

/** `slug`, or `slug-2`, `slug-3`… : the first that `taken` says no other document uses in that locale. */
export async function freeSlug(slug: string, taken: (candidate: string) => Promise<boolean>): Promise<string> {
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? slug : `${slug}-${n}`
    if (!(await taken(candidate))) return candidate
  }
  return `${slug}-${Date.now().toString(36)}`
}
