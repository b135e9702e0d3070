// Every word the admin shows of the config, in both of its languages: each label and description of every field of
// every collection and global an editor can open (Payload's, the plugins' and ours), their option labels, and the
// collections' and globals' own names. A new field without both languages fails here.
import { initI18n, type I18n } from '@payloadcms/translations'
import type { Field, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

process.env.PAYLOAD_SECRET ??= 'admin-labels-test'
process.env.DATABASE_URL ??= 'file::memory:'

type Language = 'pt' | 'en'
let config: SanitizedConfig
const i18n = {} as Record<Language, I18n>

beforeAll(async () => {
  config = await (await import('@payload-config')).default
  for (const language of ['pt', 'en'] as const)
    i18n[language] = await initI18n({ config: config.i18n, context: 'client', language })
})

/** What a label or description reads in `language`, or why it does not read as that language. */
function inLanguage(text: unknown, language: Language): string {
  if (typeof text === 'function') {
    const { t } = i18n[language]
    const value = text({ i18n: i18n[language], t })
    // Payload's t() answers a missing key with the key itself.
    return typeof value === 'string' && value && !/^[\w-]+:\w+$/.test(value) ? value : `(no ${language} translation)`
  }
  if (text && typeof text === 'object' && !Array.isArray(text)) {
    const value = (text as Record<string, unknown>)[language]
    return typeof value === 'string' && value.trim() ? value : `(no ${language} text)`
  }
  return `(one text for every language: ${JSON.stringify(text)})`
}

type Problem = string
/** The labels, descriptions and options of `fields` that are not in both languages. */
function problems(fields: Field[], where: string): Problem[] {
  return fields.flatMap((field): Problem[] => {
    const admin = (field.admin ?? {}) as { hidden?: boolean; disabled?: boolean; description?: unknown }
    if (('hidden' in field && field.hidden) || admin.hidden || admin.disabled) return []
    const path = 'name' in field && field.name ? `${where}.${field.name}` : where
    const found: Problem[] = []
    const check = (what: string, text: unknown) => {
      for (const language of ['pt', 'en'] as const) {
        const read = inLanguage(text, language)
        if (read.startsWith('(')) found.push(`${path} ${what}: ${read}`)
      }
    }
    const label = 'label' in field ? field.label : undefined
    // Rows have no label; a group may hide its own (label: false) and show only its fields'.
    if (field.type !== 'row' && field.type !== 'tabs' && !(label === false && field.type === 'group'))
      check('label', label)
    if (admin.description !== undefined && typeof admin.description !== 'function' && admin.description !== '')
      check('description', admin.description)
    if ('options' in field && Array.isArray(field.options))
      for (const option of field.options)
        check(
          `option ${typeof option === 'string' ? option : option.value}`,
          typeof option === 'string' ? option : option.label,
        )
    if ('fields' in field && Array.isArray(field.fields)) found.push(...problems(field.fields, path))
    if (field.type === 'tabs')
      for (const tab of field.tabs) {
        check(`tab ${'name' in tab ? tab.name : ''}`, tab.label)
        found.push(...problems(tab.fields, 'name' in tab && tab.name ? `${path}.${tab.name}` : path))
      }
    if (field.type === 'blocks')
      for (const block of field.blocks)
        if (typeof block !== 'string') found.push(...problems(block.fields, `${path}.${block.slug}`))
    return found
  })
}

/** Collections and globals someone can open in the admin (Payload hides its own bookkeeping ones for everybody). */
const shown = (entity: { admin?: { hidden?: unknown } }) => entity.admin?.hidden !== true

describe('the admin in Portuguese and English', () => {
  it('names every field, with its description and options, in both languages', () => {
    const found = [
      ...config.collections.filter(shown).flatMap((c) => problems(c.fields, c.slug)),
      ...config.globals.filter(shown).flatMap((g) => problems(g.fields, `globals.${g.slug}`)),
    ]
    expect(found).toEqual([])
  })

  it('names every collection and global, and its group, in both languages', () => {
    const found: Problem[] = []
    const check = (where: string, text: unknown) => {
      for (const language of ['pt', 'en'] as const) {
        const read = inLanguage(text, language)
        if (read.startsWith('(')) found.push(`${where}: ${read}`)
      }
    }
    for (const c of config.collections.filter(shown)) {
      check(`${c.slug} singular`, c.labels.singular)
      check(`${c.slug} plural`, c.labels.plural)
      if (c.admin.group) check(`${c.slug} group`, c.admin.group)
      if (c.admin.description) check(`${c.slug} description`, c.admin.description)
    }
    for (const g of config.globals.filter(shown)) {
      check(`globals.${g.slug}`, g.label)
      if (g.admin.group) check(`globals.${g.slug} group`, g.admin.group)
    }
    expect(found).toEqual([])
  })

  it('finds a field named in one language only', () => {
    const fields: Field[] = [
      { name: 'title', type: 'text', label: { pt: 'Título', en: 'Title' } },
      { name: 'year', type: 'number' },
      { name: 'summary', type: 'text', label: { pt: 'Resumo' } as never },
      { name: 'hiddenOne', type: 'text', admin: { hidden: true } },
      {
        name: 'gallery',
        type: 'array',
        label: { pt: 'Galeria', en: 'Gallery' },
        fields: [{ name: 'caption', type: 'text', label: 'Caption' }],
      },
    ]
    expect(problems(fields, 'x')).toEqual([
      'x.year label: (one text for every language: undefined)',
      'x.year label: (one text for every language: undefined)',
      'x.summary label: (no en text)',
      'x.gallery.caption label: (one text for every language: "Caption")',
      'x.gallery.caption label: (one text for every language: "Caption")',
    ])
  })
})
