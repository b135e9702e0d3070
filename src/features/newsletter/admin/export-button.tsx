'use client'

import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

const labels = { pt: 'Exportar CSV (filtros atuais)', en: 'Export CSV (current filters)' } as const

/**
 * Above the subscribers list in the admin: downloads the list as CSV, passing the
 * list's own query (where / search) so the file holds what the editor filtered.
 */
export function ExportSubscribersButton() {
  const params = useSearchParams()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) if (key.startsWith('where') || key === 'search') query.append(key, value)
  const qs = query.toString()
  const href = `${config.routes.api}/subscribers/export.csv${qs ? `?${qs}` : ''}`
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <Button el="anchor" url={href} buttonStyle="secondary" size="small">
        {labels[i18n.language === 'en' ? 'en' : 'pt']}
      </Button>
    </div>
  )
}
