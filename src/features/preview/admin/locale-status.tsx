'use client'

import { useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

type State = 'published' | 'changed' | 'unpublished'

const text = {
  pt: {
    heading: 'Idiomas',
    locales: { pt: 'Português', en: 'English' },
    states: {
      published: 'publicado, sem alterações',
      changed: 'alterações não publicadas',
      unpublished: 'não publicado',
    },
  },
  en: {
    heading: 'Languages',
    locales: { pt: 'Português', en: 'English' },
    states: { published: 'published, no changes', changed: 'unpublished changes', unpublished: 'not published' },
  },
} as const

/**
 * Sidebar panel of cases, articles, services and the globals: for each locale, whether
 * its latest draft differs from what is published (GET …/locale-status, cms/publishing.ts).
 * Refreshed after every save, autosave and publish.
 */
export function LocaleStatus() {
  const { id, collectionSlug, globalSlug, savedDocumentData, hasPublishedDoc, unpublishedVersionCount } =
    useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const [locales, setLocales] = useState<{ code: 'pt' | 'en'; state: State }[] | null>(null)
  const url = globalSlug
    ? `${config.routes.api}/globals/${globalSlug}/locale-status`
    : id
      ? `${config.routes.api}/${collectionSlug}/${id}/locale-status`
      : null
  const updatedAt = savedDocumentData?.updatedAt

  useEffect(() => {
    if (!url) return
    const controller = new AbortController()
    fetch(url, { credentials: 'include', signal: controller.signal })
      .then((res) => (res.ok ? res.json() : null))
      .then((body) => setLocales(body?.locales ?? null))
      .catch(() => {})
    return () => controller.abort()
  }, [url, updatedAt, hasPublishedDoc, unpublishedVersionCount])

  if (!url || !locales) return null
  const t = text[i18n.language === 'en' ? 'en' : 'pt']
  return (
    <div className="field-type" data-locale-status style={{ marginBottom: 'var(--base)' }}>
      <span className="field-label">{t.heading}</span>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {locales.map(({ code, state }) => (
          <li key={code} data-locale={code} data-state={state}>
            {t.locales[code]}:{' '}
            <strong style={{ color: state === 'changed' ? 'var(--theme-warning-750)' : undefined }}>
              {t.states[state]}
            </strong>
          </li>
        ))}
      </ul>
    </div>
  )
}
