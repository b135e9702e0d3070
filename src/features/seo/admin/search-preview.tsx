'use client'

import { useConfig, useDocumentInfo, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

type Verdict = 'missing' | 'short' | 'long' | 'ok'
type Range = { min: number; max: number }
type Preview = {
  title: string
  description: string | null
  url: string | null
  image: string | null
  verdict: { title: Verdict; description: Verdict }
  lengths: { title: Range; description: Range }
  problems: string[]
}

const text = {
  pt: {
    heading: 'Como a página aparece',
    intro:
      'O título e a descrição que a página publicada terá neste idioma, em um resultado de busca e ao ser compartilhada.',
    search: 'Resultado de busca',
    share: 'Ao compartilhar',
    image: 'Imagem de compartilhamento da página',
    noImage: 'A imagem aparece depois que o documento é salvo.',
    noDescription: 'Sem descrição',
    length: (n: number, r: Range) => `${n} caracteres (recomendado: ${r.min}–${r.max})`,
    verdicts: { missing: 'falta', short: 'curto demais', long: 'longo demais', ok: 'bom' },
    title: 'Título',
    description: 'Descrição',
    blocking: 'Antes de publicar neste idioma:',
  },
  en: {
    heading: 'How the page appears',
    intro:
      'The title and description the published page will have in this language, in a search result and when shared.',
    search: 'Search result',
    share: 'When shared',
    image: 'The page’s share image',
    noImage: 'The image appears once the document is saved.',
    noDescription: 'No description',
    length: (n: number, r: Range) => `${n} characters (recommended: ${r.min}–${r.max})`,
    verdicts: { missing: 'missing', short: 'too short', long: 'too long', ok: 'good' },
    title: 'Title',
    description: 'Description',
    blocking: 'Before publishing in this language:',
  },
} as const

const muted = { color: 'var(--theme-elevation-650)', margin: 0 }
const box = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s, 4px)',
  padding: 'calc(var(--base) * 0.75)',
  marginBottom: 'calc(var(--base) * 0.75)',
  maxWidth: 600,
}

/**
 * The SEO group's preview: the document's search result and share card in the locale being edited, as its page will
 * emit them (the title with the studio's name, the description it falls back to, the share image of app/og), worked out
 * on the server by the same code as the page's metadata and the checks before publish (cms/publish-checks).
 */
export function SearchPreview() {
  const { id, collectionSlug, savedDocumentData } = useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const locale = useLocale()
  const headingId = useId()
  const values = useFormFields(([fields]) => ({
    title: fields.title?.value,
    slug: fields.slug?.value,
    summary: fields.summary?.value,
    excerpt: fields.excerpt?.value,
    seo: { title: fields['seo.title']?.value, description: fields['seo.description']?.value },
  }))
  const data = JSON.stringify(values)
  const [preview, setPreview] = useState<Preview | null>(null)
  const updatedAt = savedDocumentData?.updatedAt as string | undefined

  useEffect(() => {
    const controller = new AbortController()
    // A pause in typing, not every key.
    const timer = setTimeout(() => {
      fetch(`${config.routes.api}/${collectionSlug}/search-preview`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: id ?? null, locale: locale.code, data: JSON.parse(data) }),
        signal: controller.signal,
      })
        .then((res) => (res.ok ? res.json() : null))
        .then((body: Preview | null) => body && setPreview(body))
        .catch(() => {})
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [config.routes.api, collectionSlug, id, locale.code, data])

  if (!preview) return null
  const t = text[i18n.language === 'en' ? 'en' : 'pt']
  const host = preview.url ? new URL(preview.url).host : null
  const image = preview.image && `${preview.image}${updatedAt ? `&v=${encodeURIComponent(updatedAt)}` : ''}`
  return (
    <section aria-labelledby={headingId} data-search-preview style={{ marginBottom: 'var(--base)' }}>
      <h3 id={headingId} style={{ margin: '0 0 calc(var(--base) * 0.25)' }}>
        {t.heading}
      </h3>
      <p style={{ ...muted, marginBottom: 'calc(var(--base) * 0.5)' }}>{t.intro}</p>

      <div style={box} data-search-result>
        <p style={{ ...muted, fontSize: '0.85em' }}>{t.search}</p>
        {preview.url && <p style={{ margin: 0, overflowWrap: 'anywhere' }}>{preview.url}</p>}
        <p style={{ margin: '0.2em 0', fontSize: '1.15em', fontWeight: 600 }} data-preview-title>
          {preview.title}
        </p>
        <p style={{ margin: 0 }} data-preview-description>
          {preview.description ?? t.noDescription}
        </p>
      </div>

      <div style={box} data-share-card>
        <p style={{ ...muted, fontSize: '0.85em', marginBottom: '0.4em' }}>{t.share}</p>
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- an admin-only image, drawn per draft
          <img src={image} alt={t.image} width={1200} height={630} style={{ width: '100%', height: 'auto' }} />
        ) : (
          <p style={muted}>{t.noImage}</p>
        )}
        {host && <p style={{ ...muted, fontSize: '0.85em', marginTop: '0.4em' }}>{host}</p>}
        <p style={{ margin: 0, fontWeight: 600 }}>{preview.title}</p>
        {preview.description && <p style={{ margin: 0 }}>{preview.description}</p>}
      </div>

      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        <li data-length="title" data-verdict={preview.verdict.title}>
          {t.title}: {t.length(preview.title.length, preview.lengths.title)}, {t.verdicts[preview.verdict.title]}
        </li>
        <li data-length="description" data-verdict={preview.verdict.description}>
          {t.description}: {t.length(preview.description?.length ?? 0, preview.lengths.description)},{' '}
          {t.verdicts[preview.verdict.description]}
        </li>
      </ul>
      {preview.problems.length > 0 && (
        <div role="status" style={{ marginTop: 'calc(var(--base) * 0.5)' }} data-preview-problems>
          <p style={{ margin: 0, fontWeight: 600 }}>{t.blocking}</p>
          <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
            {preview.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
