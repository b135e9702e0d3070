'use client'

import { LivePreviewWindow, useLivePreviewContext, useTranslation } from '@payloadcms/ui'
import type { EditViewProps } from 'payload'
import { breakpointLabel } from '../breakpoints'

/**
 * Payload's Live Preview window, its breakpoints named in the admin's language. Their labels are plain strings in the
 * config, and Payload's provider appends a "Responsive" of its own; neither can be given words per language, and the
 * provider's context is not exported to re-provide. So they are renamed here, in place, before the toolbar renders.
 */
export function LivePreview(props: EditViewProps) {
  const { breakpoints } = useLivePreviewContext()
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'pt'
  for (const breakpoint of breakpoints ?? [])
    breakpoint.label = breakpointLabel(breakpoint.name, language) ?? breakpoint.label
  return <LivePreviewWindow {...props} />
}
