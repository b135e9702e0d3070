'use client'

import {
  Button,
  useConfig,
  useDocumentInfo,
  useForm,
  useFormModified,
  useLocale,
  useRouteTransition,
  useTranslation,
} from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import type { LocaleTranslation } from '@/features/translation/status'
import { adminLanguage, localeName, savedAt, statusColor, statusText } from '@/features/translation/admin/text'

type State = 'published' | 'changed' | 'unpublished'
type Locale = { code: 'pt' | 'en'; state: State | null; translation: LocaleTranslation | null }

const text = {
  pt: {
    heading: 'Idiomas',
    locales: { pt: 'Português', en: 'English' },
    states: {
      published: 'publicado, sem alterações',
      changed: 'alterações não publicadas',
      unpublished: 'não publicado',
    },
    translation: 'tradução',
    since: 'desde',
    translate: (from: string) => `Traduzir do ${from}`,
    translating: 'Traduzindo…',
    saveFirst: 'Salve as alterações antes de traduzir.',
    savedDraft: 'Tradução salva como rascunho: revise antes de publicar.',
    filled: 'Campos preenchidos com a tradução: revise e salve.',
    failed: 'A tradução falhou.',
  },
  en: {
    heading: 'Languages',
    locales: { pt: 'Português', en: 'English' },
    states: { published: 'published, no changes', changed: 'unpublished changes', unpublished: 'not published' },
    translation: 'translation',
    since: 'since',
    translate: (from: string) => `Translate from ${from}`,
    translating: 'Translating…',
    saveFirst: 'Save your changes before translating.',
    savedDraft: 'Translation saved as a draft: review it before publishing.',
    filled: 'Fields filled with the translation: review and save.',
    failed: 'The translation failed.',
  },
} as const

/** Form paths and values of the translated data (`seo.title`, `gallery.0.caption`), rich text whole. */
function paths(data: unknown, prefix = ''): [string, unknown][] {
  if (Array.isArray(data)) return data.flatMap((v, i) => paths(v, `${prefix}${i}.`))
  if (data && typeof data === 'object' && !('root' in data))
    return Object.entries(data).flatMap(([k, v]) => paths(v, `${prefix}${k}.`))
  return [[prefix.slice(0, -1), data]]
}

/**
 * Sidebar panel of every localized document: for each locale, whether its latest draft differs
 * from what is published (documents with drafts), and its translation status per field group
 * (GET …/locale-status, cms/languages.ts). When a translator is configured, a button translates
 * the other locale's text into the one being edited (POST …/translate): saved as a draft where
 * there are drafts, else filled into the form for the editor to save. Refreshed after every save.
 */
export function LocaleStatus() {
  const { id, collectionSlug, globalSlug, savedDocumentData, hasPublishedDoc, unpublishedVersionCount } =
    useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const { code: editing } = useLocale()
  const modified = useFormModified()
  const { dispatchFields, setModified } = useForm()
  const router = useRouter()
  const { startRouteTransition } = useRouteTransition()
  const [locales, setLocales] = useState<Locale[] | null>(null)
  const [canTranslate, setCanTranslate] = useState(false)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const base = globalSlug
    ? `${config.routes.api}/globals/${globalSlug}`
    : id
      ? `${config.routes.api}/${collectionSlug}/${id}`
      : null
  const updatedAt = savedDocumentData?.updatedAt

  useEffect(() => {
    if (!base) return
    const controller = new AbortController()
    fetch(`${base}/locale-status`, { credentials: 'include', signal: controller.signal })
      .then((res) => (res.ok ? res.json() : null))
      .then((body) => {
        setLocales(body?.locales ?? null)
        setCanTranslate(Boolean(body?.translate))
      })
      .catch(() => {})
    return () => controller.abort()
  }, [base, updatedAt, hasPublishedDoc, unpublishedVersionCount])

  if (!base || !locales) return null
  const language = adminLanguage(i18n.language)
  const t = text[language]
  // Translate from the other locale, once it has some text of its own, into this one where it needs it.
  const needed = locales.find((l) => l.code === editing)?.translation?.status !== 'up-to-date'
  const from = locales.find((l) => l.code !== editing && l.translation?.groups.some((g) => g.status !== 'missing'))

  async function translate() {
    if (!from || !base) return
    setBusy(true)
    setMessage('')
    try {
      const res = await fetch(`${base}/translate`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ from: from.code, to: editing }),
      })
      const body = await res.json().catch(() => null)
      if (!res.ok) {
        setMessage(body?.error ?? t.failed)
        return
      }
      if (body.saved) {
        setMessage(t.savedDraft)
        startRouteTransition(() => router.refresh())
      } else {
        for (const [path, value] of paths(body.data)) dispatchFields({ type: 'UPDATE', path, value })
        setModified(true)
        setMessage(t.filled)
      }
    } catch {
      setMessage(t.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field-type" data-locale-status style={{ marginBottom: 'var(--base)' }}>
      <span className="field-label">{t.heading}</span>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {locales.map(({ code, state, translation }) => (
          <li key={code} data-locale={code} data-state={state ?? undefined} data-translation={translation?.status}>
            {t.locales[code]}:{' '}
            {state && (
              <strong style={{ color: state === 'changed' ? 'var(--theme-warning-750)' : undefined }}>
                {t.states[state]}
              </strong>
            )}
            {state && translation && '; '}
            {translation && (
              <>
                {t.translation}{' '}
                <strong style={{ color: statusColor[translation.status] }}>
                  {statusText[language][translation.status]}
                </strong>
              </>
            )}
            {translation && translation.status !== 'up-to-date' && (
              <ul style={{ margin: '0 0 0 var(--base)', padding: 0 }}>
                {translation.groups.map((g) => (
                  <li key={g.group} data-group={g.group} data-status={g.status}>
                    {g.label[language]}: {statusText[language][g.status]}
                    {g.since && ` ${t.since} ${savedAt(g.since, language)}`}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {canTranslate && needed && from && (
        <div style={{ marginTop: 'calc(var(--base) / 2)' }}>
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            disabled={busy || modified}
            onClick={translate}
            id="translate-button"
          >
            {busy ? t.translating : t.translate(localeName[language][from.code])}
          </Button>
          {modified && !busy && <p style={{ margin: 'calc(var(--base) / 4) 0 0' }}>{t.saveFirst}</p>}
        </div>
      )}
      <p role="status" style={{ margin: message ? 'calc(var(--base) / 4) 0 0' : 0 }}>
        {message}
      </p>
    </div>
  )
}
