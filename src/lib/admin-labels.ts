import type { Field, Tab } from 'payload'
import { toWords } from 'payload/shared'
import type { I18n } from '@payloadcms/translations'

/** A word of the admin in its two languages. */
export type AdminText = { pt: string; en: string }

/** Field labels several collections and globals share (Payload would show the field's name, in English). */
export const label = {
  title: { pt: 'Título', en: 'Title' },
  name: { pt: 'Nome', en: 'Name' },
  summary: { pt: 'Resumo', en: 'Summary' },
  body: { pt: 'Texto', en: 'Body' },
  cover: { pt: 'Capa', en: 'Cover' },
  image: { pt: 'Imagem', en: 'Image' },
  caption: { pt: 'Legenda', en: 'Caption' },
  role: { pt: 'Função', en: 'Role' },
  link: { pt: 'Link', en: 'Link' },
  email: { pt: 'E-mail', en: 'Email' },
  phone: { pt: 'Telefone', en: 'Phone' },
  status: { pt: 'Situação', en: 'Status' },
  language: { pt: 'Idioma', en: 'Language' },
  sourcePage: { pt: 'Página de origem', en: 'Source page' },
  consentAt: { pt: 'Consentimento em', en: 'Consent given on' },
  policyVersion: { pt: 'Versão da política', en: 'Policy version' },
  description: { pt: 'Descrição de busca', en: 'Search description' },
  keywords: { pt: 'Palavras-chave', en: 'Keywords' },
  shareImage: { pt: 'Imagem de compartilhamento', en: 'Share image' },
  error: { pt: 'Erro', en: 'Error' },
  input: { pt: 'Dados de entrada', en: 'Input' },
  completedAt: { pt: 'Concluída em', en: 'Completed' },
  task: { pt: 'Tarefa', en: 'Task' },
} satisfies Record<string, AdminText>

/** Words for some of a select's values, per language. */
export type OptionWords = Partial<Record<keyof AdminText, Record<string, string>>>

/** A select's options with labels in both languages: the value itself where a language has no word for it. */
export function optionsIn(values: readonly string[], words: OptionWords = {}) {
  return values.map((value) => ({ value, label: { pt: words.pt?.[value] ?? value, en: words.en?.[value] ?? value } }))
}

export const languageNames: OptionWords = {
  pt: { pt: 'Português', en: 'Inglês' },
  en: { pt: 'Portuguese', en: 'English' },
}

/** The language of a stored locale code (a subscriber's or an inquiry's), as a select's options. */
export const localeOptions = optionsIn(['pt', 'en'], languageNames)

/** Words for a field defined elsewhere (by Payload or a plugin). */
export type FieldWords = { label?: AdminText | false; description?: AdminText; options?: OptionWords }

/**
 * Fields defined elsewhere, with labels, descriptions and option labels in both languages: `words` names them by path
 * (`log.state`), and an unnamed tab by `tab:` and its label.
 */
export function labelled(fields: Field[], words: Record<string, FieldWords>, parent = ''): Field[] {
  return fields.map((field) => {
    const path = 'name' in field ? (parent ? `${parent}.${field.name}` : field.name) : parent
    const own = ('name' in field && words[path]) || {}
    const next = { ...field } as Field & { label?: unknown; admin?: object; options?: unknown; fields?: Field[] }
    if (own.label !== undefined) next.label = own.label
    if (own.description) next.admin = { ...next.admin, description: own.description }
    if (own.options && Array.isArray(next.options))
      next.options = optionsIn(
        next.options.map((o: string | { value: string }) => (typeof o === 'string' ? o : o.value)),
        own.options,
      )
    if (next.fields) next.fields = labelled(next.fields, words, path)
    if (next.type === 'tabs')
      next.tabs = next.tabs.map(
        (tab): Tab =>
          ({
            ...tab,
            label: words[`tab:${String(tab.label)}`]?.label || tab.label,
            fields: labelled(tab.fields, words, 'name' in tab && tab.name ? `${path}${path && '.'}${tab.name}` : path),
          }) as Tab,
      )
    return next as Field
  })
}

type Labelled = {
  name: string
  label?: unknown
  flattenedFields?: Labelled[]
  blocks?: { flattenedFields: Labelled[] }[]
}

/** A field's label in `language`: its own words, or its name made readable as Payload shows it. */
export function labelIn(field: Labelled, language: keyof AdminText): string {
  const { label } = field
  if (typeof label === 'string') return label
  const own = label && typeof label === 'object' ? (label as Partial<AdminText>)[language] : undefined
  return own ?? toWords(field.name)
}

/** The labels of fields and of all they hold, by path without array indexes (`gallery.caption`). */
export function labelsByPath(fields: Labelled[], language: keyof AdminText, parent = ''): Record<string, string> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const path = parent ? `${parent}.${field.name}` : field.name
      const inner = [...(field.flattenedFields ?? []), ...(field.blocks ?? []).flatMap((b) => b.flattenedFields)]
      return [[path, labelIn(field, language)], ...Object.entries(labelsByPath(inner, language, path))]
    }),
  )
}

/** A text of a field that the admin shows: its label, description or an option's label. */
export type FieldText = {
  path: string
  what: string
  text: unknown
  /** Whether its edit view always shows it: not in an array's or a block's rows, nor under a condition. */
  always: boolean
  /** A list column's or a field's heading (a label), rather than a description or an option. */
  heading: boolean
}

/** Every text of `fields` that an editor can see (Payload hides the rest), through groups, tabs, arrays and blocks. */
export function fieldTexts(fields: Field[], parent = '', always = true): FieldText[] {
  return fields.flatMap((field): FieldText[] => {
    const admin = (field.admin ?? {}) as {
      hidden?: boolean
      disabled?: boolean
      description?: unknown
      condition?: unknown
    }
    if (('hidden' in field && field.hidden) || admin.hidden || admin.disabled) return []
    const path = 'name' in field && field.name ? (parent ? `${parent}.${field.name}` : field.name) : parent
    // A ui field or a field drawn by a component of its own (Payload's _status: none) shows no label of its own.
    const own = (admin as { components?: { Field?: unknown } }).components?.Field
    const shown = always && !admin.condition && field.type !== 'ui' && own === undefined
    const texts: FieldText[] = []
    const label = 'label' in field ? field.label : undefined
    // Rows and tabs have no label of their own; a group may hide its own (label: false) and show only its fields'.
    if (field.type !== 'row' && field.type !== 'tabs' && !(label === false && field.type === 'group'))
      texts.push({ path, what: 'label', text: label, always: shown, heading: true })
    if (admin.description !== undefined && typeof admin.description !== 'function' && admin.description !== '')
      texts.push({ path, what: 'description', text: admin.description, always: false, heading: false })
    if ('options' in field && Array.isArray(field.options))
      for (const option of field.options)
        texts.push({
          path,
          what: `option ${typeof option === 'string' ? option : option.value}`,
          text: typeof option === 'string' ? option : option.label,
          always: false,
          heading: false,
        })
    const rows = field.type === 'array' || field.type === 'blocks'
    if ('fields' in field && Array.isArray(field.fields)) texts.push(...fieldTexts(field.fields, path, shown && !rows))
    if (field.type === 'tabs')
      for (const tab of field.tabs) {
        const at = 'name' in tab && tab.name ? (path ? `${path}.${tab.name}` : tab.name) : path
        texts.push({ path: at, what: 'tab', text: tab.label, always: shown, heading: true })
        texts.push(...fieldTexts(tab.fields, at, shown))
      }
    if (field.type === 'blocks')
      for (const block of field.blocks)
        if (typeof block !== 'string') texts.push(...fieldTexts(block.fields, `${path}.${block.slug}`, false))
    return texts
  })
}

/** What a text of the config reads in an admin language, or null when it has nothing for that language. */
export function textIn(text: unknown, i18n: I18n): string | null {
  if (typeof text === 'function') {
    const value = text({ i18n, t: i18n.t })
    // Payload's t() answers a missing key with the key itself.
    return typeof value === 'string' && value.trim() && !/^[\w-]+:\w+$/.test(value) ? value : null
  }
  if (text && typeof text === 'object' && !Array.isArray(text)) {
    const value = (text as Record<string, unknown>)[i18n.language]
    return typeof value === 'string' && value.trim() ? value : null
  }
  return null
}

/**
 * A date field's picker as its admin language writes dates: date-fns' localized patterns, formatted with that
 * language's locale ("28 de nov de 2026, 12:12"; "Nov 28, 2026, 12:12 PM"), its list of times likewise.
 * Payload's default is one American pattern ("MMM d, yyy h:mm a", "MM/dd/yyyy") for every language.
 */
export const dayAndTime = { pickerAppearance: 'dayAndTime', displayFormat: 'PPp', timeFormat: 'p' } as const
export const dayOnly = { displayFormat: 'PP' } as const
