import { getTranslation } from '@payloadcms/translations'
import type { ServerProps } from 'payload'
import { Suspense } from 'react'
import { collectionTranslations, globalTranslation, tracksTranslation, type DocTranslation } from '../server/history'
import { needsWork } from '../status'
import { adminLanguage, localeName, statusColor, statusText, type AdminLanguage } from './text'

const text = {
  pt: {
    heading: 'Tradução',
    intro: 'Documentos com texto faltando em um idioma, ou desatualizado porque o outro idioma mudou depois.',
    none: 'Nada precisa de tradução.',
    more: (n: number) => `Ver os ${n} na lista`,
    untitled: 'Sem título',
    loading: 'Verificando as traduções…',
  },
  en: {
    heading: 'Translation',
    intro: 'Documents whose text is missing in a language, or outdated because the other language changed after it.',
    none: 'Nothing needs translating.',
    more: (n: number) => `See all ${n} in the list`,
    untitled: 'Untitled',
    loading: 'Checking translations…',
  },
} as const

/** How many documents of one collection the panel lists before linking to the filtered list. */
const SHOWN = 10

type Entry = {
  key: string
  label: string
  docs: DocTranslation[]
  href: (doc: DocTranslation) => string
  list?: string
}

function Row({ doc, href, language }: { doc: DocTranslation; href: string; language: AdminLanguage }) {
  const pending = Object.entries(doc.locales).filter(([, t]) => needsWork(t))
  return (
    <li data-id={doc.id ?? undefined} style={{ marginBottom: 'calc(var(--base) / 4)' }}>
      <a href={`${href}?locale=${pending[0][0]}`}>{doc.title || text[language].untitled}</a>
      {pending.map(([locale, t]) => (
        <span key={locale} data-locale={locale} data-status={t.status}>
          {' — '}
          {localeName[language][locale]}:{' '}
          <strong style={{ color: statusColor[t.status] }}>{statusText[language][t.status]}</strong>
          {' ('}
          {t.groups
            .filter((g) => g.status !== 'up-to-date')
            .map((g) => g.label[language])
            .join(', ')}
          {')'}
        </span>
      ))}
    </li>
  )
}

/** Collections and globals with localized text that the user may edit. */
function editable({ payload, permissions }: Pick<ServerProps, 'payload' | 'permissions'>) {
  return {
    collections: payload.config.collections.filter(
      ({ slug }) => permissions?.collections?.[slug]?.update && tracksTranslation(payload, { collection: slug }),
    ),
    globals: payload.config.globals.filter(
      ({ slug }) => permissions?.globals?.[slug]?.update && tracksTranslation(payload, { global: slug }),
    ),
  }
}

async function Entries({ payload, i18n, permissions }: ServerProps) {
  const language = adminLanguage(i18n.language)
  const admin = payload.config.routes.admin
  const { collections, globals } = editable({ payload, permissions })
  const entries: Entry[] = []
  for (const { slug, labels } of collections) {
    const docs = [...(await collectionTranslations(payload, slug)).values()]
      .filter((d) => Object.values(d.locales).some(needsWork))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    if (docs.length)
      entries.push({
        key: slug,
        label: getTranslation(labels.plural, i18n),
        docs,
        href: (doc) => `${admin}/collections/${slug}/${doc.id}`,
        list: `${admin}/collections/${slug}?where[id][in]=${docs.map((d) => d.id).join(',')}`,
      })
  }
  for (const { slug, label } of globals) {
    const doc = await globalTranslation(payload, slug)
    if (doc && Object.values(doc.locales).some(needsWork)) {
      const name = getTranslation(label, i18n)
      entries.push({ key: slug, label: name, docs: [{ ...doc, title: name }], href: () => `${admin}/globals/${slug}` })
    }
  }
  if (!entries.length) return <p data-empty>{text[language].none}</p>
  return entries.map((entry) => (
    <div key={entry.key} data-entity={entry.key}>
      <h3 style={{ margin: 'var(--base) 0 calc(var(--base) / 2)' }}>
        {entry.label} ({entry.docs.length})
      </h3>
      <ul style={{ margin: 0, paddingLeft: 'var(--base)' }}>
        {entry.docs.slice(0, SHOWN).map((doc) => (
          <Row key={String(doc.id)} doc={doc} href={entry.href(doc)} language={language} />
        ))}
      </ul>
      {entry.list && entry.docs.length > SHOWN && <a href={entry.list}>{text[language].more(entry.docs.length)}</a>}
    </div>
  ))
}

/**
 * Above the admin dashboard: every document, in the collections and globals the user may edit,
 * with a locale whose text is missing or outdated, each linking to its edit view in that locale.
 * The list streams in: the first read after a start replays every history (seconds for hundreds
 * of documents, docs/decisions/translation-status.md), and the dashboard does not wait for it.
 */
export function TranslationPanel(props: ServerProps) {
  const { collections, globals } = editable(props)
  // Users who edit none of it (a Subscribers-only user) see no panel.
  if (!collections.length && !globals.length) return null
  const language = adminLanguage(props.i18n.language)
  return (
    <section
      aria-labelledby="translation-panel-heading"
      data-translation-panel
      style={{
        marginBottom: 'calc(var(--base) * 2)',
        padding: 'var(--base)',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 'var(--style-radius-m)',
      }}
    >
      <h2 id="translation-panel-heading" style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        {text[language].heading}
      </h2>
      <p>{text[language].intro}</p>
      <Suspense fallback={<p aria-busy="true">{text[language].loading}</p>}>
        <Entries {...props} />
      </Suspense>
    </section>
  )
}
