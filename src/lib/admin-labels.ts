import type { Field, Tab } from 'payload'
import { toWords } from 'payload/shared'

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
