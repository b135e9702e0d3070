import type { DefaultServerCellComponentProps } from 'payload'
import { documentTranslation } from '../server/history'
import { adminLanguage, statusColor, statusText } from './text'

/**
 * The list column "Translation": each locale's status. Server-rendered; the cells of one list
 * are read together (server/history.ts batches them into one query).
 */
export async function TranslationCell({ payload, collectionSlug, rowData, i18n }: DefaultServerCellComponentProps) {
  // Payload also renders a ui field's Cell in the edit form (renderField tests `key in` an array of names, i.e.
  // its indices), where there is no row: nothing to show there.
  const id = (rowData as { id?: number | string } | undefined)?.id
  if (id === undefined) return null
  const translation = await documentTranslation(payload, collectionSlug, id)
  if (!translation) return null
  const words = statusText[adminLanguage(i18n.language)]
  return (
    <span data-translation-cell style={{ display: 'inline-flex', gap: 'calc(var(--base) / 2)', flexWrap: 'wrap' }}>
      {Object.entries(translation.locales).map(([locale, { status }]) => (
        <span key={locale} data-locale={locale} data-status={status} style={{ whiteSpace: 'nowrap' }}>
          {locale.toUpperCase()}:{' '}
          <strong style={{ color: statusColor[status], fontWeight: status === 'up-to-date' ? 'normal' : undefined }}>
            {words[status]}
          </strong>
        </span>
      ))}
    </span>
  )
}
