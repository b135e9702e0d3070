// Run by `payload run` (admin-views.spec.ts): the admin's words for every collection and global an editor can open,
// read from the Payload config, in both languages, as one JSON line on stdout (a list: the line that starts with "[").
import config from '@payload-config'
import { initI18n } from '@payloadcms/translations'
import type { Field } from 'payload'
import { fieldTexts, textIn } from '@/lib/admin-labels'

export type Words = { pt: string; en: string }
export type EntityTexts = {
  kind: 'collections' | 'globals'
  slug: string
  /** Every field heading (label or tab) the entity has, in both languages. */
  headings: Words[]
  /** The headings its edit view always shows. */
  always: Words[]
  /** Its list's default columns that are its own fields, and the field its search looks in. */
  columns: Words[]
  search: Words | null
}

const sanitized = await config
const [pt, en] = await Promise.all(
  (['pt', 'en'] as const).map((language) => initI18n({ config: sanitized.i18n, context: 'client', language })),
)
const both = (text: unknown): Words => ({ pt: textIn(text, pt) ?? '', en: textIn(text, en) ?? '' })

function entity(kind: EntityTexts['kind'], slug: string, fields: Field[], columns: string[], title?: string) {
  const texts = fieldTexts(fields).filter((t) => t.heading)
  const byPath = new Map(texts.filter((t) => t.what === 'label').map((t) => [t.path, both(t.text)]))
  return {
    kind,
    slug,
    headings: texts.map((t) => both(t.text)),
    always: texts.filter((t) => t.always).map((t) => both(t.text)),
    // A group's field is its list column "Group > Field".
    columns: columns.flatMap((c) => {
      const parts = c.split('.').map((_, i, all) => byPath.get(all.slice(0, i + 1).join('.')))
      if (parts.some((w) => !w)) return []
      return [{ pt: parts.map((w) => w!.pt).join(' > '), en: parts.map((w) => w!.en).join(' > ') }]
    }),
    search: (title && byPath.get(title)) || null,
  } satisfies EntityTexts
}

const shown = (e: { admin?: { hidden?: unknown } }) => e.admin?.hidden !== true
const all: EntityTexts[] = [
  ...sanitized.collections
    .filter(shown)
    .map((c) => entity('collections', c.slug, c.fields, c.admin.defaultColumns ?? [], c.admin.useAsTitle)),
  ...sanitized.globals.filter(shown).map((g) => entity('globals', g.slug, g.fields, [])),
]
process.stdout.write(`\n${JSON.stringify(all)}\n`)
process.exit(0)
