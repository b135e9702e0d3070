// Every word the admin shows of the config, in both of its languages: each label and description of every field of
// every collection and global an editor can open (Payload's, the plugins' and ours), their option labels, and the
// collections' and globals' own names. A new field without both languages fails here.
import { initI18n, type I18n } from '@payloadcms/translations'
import type { Field, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { fieldTexts, textIn } from '@/lib/admin-labels'

process.env.PAYLOAD_SECRET ??= 'admin-labels-test'
process.env.DATABASE_URL ??= 'file::memory:'

let config: SanitizedConfig
let languages: I18n[]

beforeAll(async () => {
  config = await (await import('@payload-config')).default
  languages = await Promise.all(
    (['pt', 'en'] as const).map((language) => initI18n({ config: config.i18n, context: 'client', language })),
  )
})

/** "where: (no pt text)" for each text of `texts` that has nothing for a language. */
const untranslated = (texts: { where: string; text: unknown }[]) =>
  texts.flatMap(({ where, text }) =>
    languages.filter((i18n) => textIn(text, i18n) === null).map((i18n) => `${where}: (no ${i18n.language} text)`),
  )

const ofFields = (fields: Field[], entity: string) =>
  untranslated(fieldTexts(fields).map(({ path, what, text }) => ({ where: `${entity}.${path} ${what}`, text })))

/** Collections and globals someone can open in the admin (Payload hides its own bookkeeping ones for everybody). */
const shown = (entity: { admin?: { hidden?: unknown } }) => entity.admin?.hidden !== true

describe('the admin in Portuguese and English', () => {
  it('names every field, with its description and options, in both languages', () => {
    expect([
      ...config.collections.filter(shown).flatMap((c) => ofFields(c.fields, c.slug)),
      ...config.globals.filter(shown).flatMap((g) => ofFields(g.fields, `globals.${g.slug}`)),
    ]).toEqual([])
  })

  it('names every collection and global, and its group, in both languages', () => {
    expect(
      untranslated([
        ...config.collections
          .filter(shown)
          .flatMap((c) => [
            { where: `${c.slug} singular`, text: c.labels.singular },
            { where: `${c.slug} plural`, text: c.labels.plural },
            ...(c.admin.group ? [{ where: `${c.slug} group`, text: c.admin.group }] : []),
            ...(c.admin.description ? [{ where: `${c.slug} description`, text: c.admin.description }] : []),
          ]),
        ...config.globals.filter(shown).map((g) => ({ where: `globals.${g.slug}`, text: g.label })),
      ]),
    ).toEqual([])
  })

  it('finds a field named in one language only, or in none', () => {
    const fields: Field[] = [
      { name: 'title', type: 'text', label: { pt: 'Título', en: 'Title' } },
      { name: 'year', type: 'number' },
      { name: 'summary', type: 'text', label: { pt: 'Resumo' } as never },
      { name: 'hiddenOne', type: 'text', admin: { hidden: true } },
      {
        name: 'gallery',
        type: 'array',
        label: { pt: 'Galeria', en: 'Gallery' },
        fields: [{ name: 'caption', type: 'text', label: 'Caption', admin: { description: 'Shown below' } }],
      },
      { name: 'state', type: 'select', label: { pt: 'Estado', en: 'State' }, options: ['on'] },
    ]
    expect(ofFields(fields, 'x')).toEqual([
      'x.year label: (no pt text)',
      'x.year label: (no en text)',
      'x.summary label: (no en text)',
      'x.gallery.caption label: (no pt text)',
      'x.gallery.caption label: (no en text)',
      'x.gallery.caption description: (no pt text)',
      'x.gallery.caption description: (no en text)',
      'x.state option on: (no pt text)',
      'x.state option on: (no en text)',
    ])
  })
})
