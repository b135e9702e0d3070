'use client'

import { Button, toast, useConfig, useField, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'
import type { WhatsNewItem } from '../whats-new'
import { useMayEdit } from './use-may-edit'

const words = {
  pt: { fill: 'Preencher com o que saiu desde a última edição', none: 'Nada publicado desde a última edição.' },
  en: { fill: 'Fill in what came out since the last issue', none: 'Nothing published since the last issue.' },
} as const

/** Under the "what's new" field: fills it with the articles and cases published since the last issue. */
export function WhatsNewButton() {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const w = words[i18n.language === 'en' ? 'en' : 'pt']
  const { setValue } = useField<WhatsNewItem[]>({ path: 'whatsNew' })
  const [busy, setBusy] = useState(false)
  if (!useMayEdit()) return null
  const fill = async () => {
    setBusy(true)
    try {
      const res = await fetch(`${config.routes.api}/newsletter-issues/whats-new`, { credentials: 'include' })
      const { items } = (await res.json()) as { items: WhatsNewItem[] }
      if (!items.length) toast.info(w.none)
      setValue(items)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void fill()}>
      {w.fill}
    </Button>
  )
}
