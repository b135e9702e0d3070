import type { BeforeListTableServerProps } from 'payload'
import { Suspense } from 'react'
import { collectionTranslations } from '../server/history'
import { filteredChoice, needsWork } from '../status'
import { adminLanguage, needsText } from './text'

const text = {
  pt: { label: 'Filtrar por tradução', all: 'Mostrar todos' },
  en: { label: 'Filter by translation', all: 'Show all' },
} as const

/** The `where[id][in]` of the list's address, whichever shape the view hands it in. */
function idsInQuery(searchParams: BeforeListTableServerProps['searchParams']): string | null {
  const params = (searchParams ?? {}) as Record<string, unknown>
  const nested = (params.where as { id?: { in?: unknown } } | undefined)?.id?.in
  const value = params['where[id][in]'] ?? nested
  return Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : null
}

/**
 * Above a localized collection's list: "Needs English (n)" / "Precisa de português (n)", each a
 * link to the list filtered to those documents (a `where[id][in]` query, so it shows in the
 * list's own filters and survives sorting and paging). Streamed in: it reads the whole collection.
 */
async function Links({ collectionSlug, payload, i18n, searchParams }: BeforeListTableServerProps) {
  const all = await collectionTranslations(payload, collectionSlug)
  const language = adminLanguage(i18n.language)
  const base = `${payload.config.routes.admin}/collections/${collectionSlug}`
  const active = idsInQuery(searchParams)
  const locales = payload.config.localization ? payload.config.localization.localeCodes : []
  const choices = locales.map((locale) => {
    const ids = [...all.values()].filter((d) => needsWork(d.locales[locale])).map((d) => String(d.id))
    return { locale, ids: ids.join(','), count: ids.length }
  })
  const current = filteredChoice(active, choices)
  return (
    <nav
      aria-label={text[language].label}
      data-translation-filter
      style={{ display: 'flex', gap: 'var(--base)', flexWrap: 'wrap', marginBottom: 'var(--base)' }}
    >
      {choices.map(({ locale, ids, count }) => {
        const label = `${needsText[language](locale)} (${count})`
        if (!count)
          return (
            <span key={locale} data-locale={locale} data-count={0}>
              {label}
            </span>
          )
        return (
          <a
            key={locale}
            data-locale={locale}
            data-count={count}
            href={`${base}?where[id][in]=${ids}`}
            aria-current={current === locale ? 'page' : undefined}
            style={{ fontWeight: current === locale ? 600 : undefined }}
          >
            {label}
          </a>
        )
      })}
      {active !== null && <a href={base}>{text[language].all}</a>}
    </nav>
  )
}

export function TranslationFilter(props: BeforeListTableServerProps) {
  return (
    <Suspense fallback={<div style={{ minHeight: 'calc(var(--base) * 2)' }} />}>
      <Links {...props} />
    </Suspense>
  )
}
