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
import { useEffect, useId, useState } from 'react'
import { site } from '@/config/site'
import { pendingGroups, type LocaleTranslation } from '@/features/translation/status'
import {
  adminLanguage,
  count,
  localeName,
  savedAt,
  statusColor,
  statusText,
  translationOff,
  type AdminLanguage,
} from '@/features/translation/admin/text'

type State = 'published' | 'changed' | 'unpublished'
type Locale = { code: 'pt' | 'en'; state: State | null; translation: LocaleTranslation | null }
/** The studio's characters sent to DeepL this month (São Paulo), and this user's hour. */
type Usage = { month: string; characters: number; limit: number; left: number }
type Action = 'translate' | 'copy-locale'

/** "novembro" / "November" from `2026-11`. */
const monthName = (month: string, language: AdminLanguage) =>
  new Intl.DateTimeFormat(site.localeTags[language], { month: 'long', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  )

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
    copy: (from: string) => `Copiar do ${from}`,
    copying: 'Copiando…',
    saveFirst: 'Salve as alterações antes de traduzir ou copiar.',
    upToDate: (from: string) => `Nada a traduzir ou copiar do ${from}: este idioma está em dia.`,
    usage: ({ month, characters, limit, left }: Usage) =>
      `DeepL em ${monthName(month, 'pt')}: ${count(characters, 'pt')} caracteres enviados pelo estúdio. ` +
      `Nesta hora você ainda pode usar ${count(left, 'pt')} de ${count(limit, 'pt')}.`,
    done: {
      translate: {
        saved: 'Tradução salva como rascunho: revise antes de publicar.',
        filled: 'Campos preenchidos com a tradução: revise e salve.',
      },
      'copy-locale': {
        saved: 'Texto copiado como rascunho: traduza e revise antes de publicar.',
        filled: 'Campos preenchidos com o texto do outro idioma: traduza e salve.',
      },
    },
    failed: { translate: 'A tradução falhou.', 'copy-locale': 'A cópia falhou.' },
  },
  en: {
    heading: 'Languages',
    locales: { pt: 'Português', en: 'English' },
    states: { published: 'published, no changes', changed: 'unpublished changes', unpublished: 'not published' },
    translation: 'translation',
    since: 'since',
    translate: (from: string) => `Translate from ${from}`,
    translating: 'Translating…',
    copy: (from: string) => `Copy from ${from}`,
    copying: 'Copying…',
    saveFirst: 'Save your changes before translating or copying.',
    upToDate: (from: string) => `Nothing to translate or copy from ${from}: this language is up to date.`,
    usage: ({ month, characters, limit, left }: Usage) =>
      `DeepL in ${monthName(month, 'en')}: ${count(characters, 'en')} characters sent by the studio. ` +
      `You can still use ${count(left, 'en')} of ${count(limit, 'en')} this hour.`,
    done: {
      translate: {
        saved: 'Translation saved as a draft: review it before publishing.',
        filled: 'Fields filled with the translation: review and save.',
      },
      'copy-locale': {
        saved: 'Text copied as a draft: translate and review it before publishing.',
        filled: 'Fields filled with the other language’s text: translate and save.',
      },
    },
    failed: { translate: 'The translation failed.', 'copy-locale': 'The copy failed.' },
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
 * (GET …/locale-status, cms/languages.ts). Two actions bring the other locale's text into the one being
 * edited where it is missing or outdated: machine-translated (POST …/translate; disabled, with how to enable it,
 * when no translator is configured; beside it the studio's characters this month and the user's hour), or as it
 * is (POST …/copy-locale: Payload's Copy to locale only copies from the locale being edited). Saved as a draft
 * where there are drafts, else filled into the form for the editor to save. Refreshed after every save.
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
  const [usage, setUsage] = useState<Usage | null>(null)
  const [busy, setBusy] = useState<Action | null>(null)
  const [message, setMessage] = useState('')
  // Bumped after each action, to read the counts again when nothing was saved (a form filled, a refusal).
  const [asked, setAsked] = useState(0)
  const noteId = useId()
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
        setUsage(body?.usage ?? null)
      })
      .catch(() => {})
    return () => controller.abort()
  }, [base, updatedAt, hasPublishedDoc, unpublishedVersionCount, asked])

  if (!base || !locales) return null
  const language = adminLanguage(i18n.language)
  const t = text[language]
  // From the other locale into this one, where this one is missing, outdated or waiting on the other's draft.
  const from = locales.find((l) => l.code !== editing)
  const pending = pendingGroups(locales.find((l) => l.code === editing)?.translation).length > 0
  const fromName = from ? localeName[language][from.code] : ''

  async function bring(action: Action) {
    if (!from || !base) return
    setBusy(action)
    setMessage('')
    try {
      const res = await fetch(`${base}/${action}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ from: from.code, to: editing }),
      })
      const body = await res.json().catch(() => null)
      if (!res.ok) {
        setMessage(body?.error ?? t.failed[action])
        return
      }
      if (body.saved) {
        setMessage(t.done[action].saved)
        startRouteTransition(() => router.refresh())
      } else {
        for (const [path, value] of paths(body.data)) dispatchFields({ type: 'UPDATE', path, value })
        setModified(true)
        setMessage(t.done[action].filled)
      }
    } catch {
      setMessage(t.failed[action])
    } finally {
      setBusy(null)
      setAsked((n) => n + 1)
    }
  }

  const hint = modified ? t.saveFirst : pending ? '' : t.upToDate(fromName)
  const hintId = `${noteId}-hint`
  const button = (action: Action, enabled: boolean, label: string, working: string, notes: string[]) => (
    <Button
      buttonStyle="secondary"
      size="small"
      margin={false}
      disabled={!enabled || !pending || modified || busy !== null}
      onClick={() => bring(action)}
      id={`${action}-button`}
      extraButtonProps={{ 'aria-describedby': [...notes, ...(hint ? [hintId] : [])].join(' ') || undefined }}
    >
      {busy === action ? working : label}
    </Button>
  )

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
      {from && (
        <div data-translate-actions style={{ marginTop: 'calc(var(--base) / 2)' }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)' }}>
            {button('translate', canTranslate, t.translate(fromName), t.translating, [noteId])}
            {button('copy-locale', true, t.copy(fromName), t.copying, [])}
          </div>
          <p id={noteId} style={{ margin: 'calc(var(--base) / 4) 0 0' }}>
            {!canTranslate ? (
              <span data-translate-off>{translationOff[language]}</span>
            ) : (
              usage && <span data-translation-usage>{t.usage(usage)}</span>
            )}
          </p>
          {hint && (
            <p id={hintId} data-translate-hint style={{ margin: 'calc(var(--base) / 4) 0 0' }}>
              {hint}
            </p>
          )}
        </div>
      )}
      <p role="status" style={{ margin: message ? 'calc(var(--base) / 4) 0 0' : 0 }}>
        {message}
      </p>
    </div>
  )
}
