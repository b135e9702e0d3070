'use client'

import { toast, useConfig, useLocale, useTranslation } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'
import { focusWhenRendered } from '../focus-field'
import { isEditMessage } from '../messages'
import { adminUrl, parseFieldHash, parseRef, sameDocument, type EditRef } from '../ref'

const text = {
  pt: { missing: 'Este campo não aparece nesta tela.' },
  en: { missing: 'This field is not shown on this screen.' },
} as const

/** The document of an admin address: `/admin/collections/cases/12` or `/admin/globals/about`. */
function documentAt(pathname: string, admin: string): EditRef | null {
  const rest = pathname.startsWith(`${admin}/`) ? pathname.slice(admin.length + 1).split('/') : []
  if (rest[0] === 'collections' && rest[1] && rest[2] && rest[2] !== 'create')
    return { collection: rest[1], id: rest[2], path: 'id' }
  if (rest[0] === 'globals' && rest[1]) return { global: rest[1], path: 'id' }
  return null
}

/**
 * Click-to-edit's admin end (a root provider): an edit view opened at `#edit=<field path>` focuses that field;
 * a Live Preview frame's message focuses the field in the panel beside it, or opens the other document.
 */
export function FieldFocus({ children }: { children?: ReactNode }) {
  const { config } = useConfig()
  const { code: locale } = useLocale()
  const { i18n } = useTranslation()
  const pathname = usePathname()
  const admin = config.routes.admin
  const missing = text[i18n.language === 'en' ? 'en' : 'pt'].missing

  useEffect(() => {
    // One field at a time: a newer request (or leaving the view) cancels the wait for the previous one.
    let current: AbortController | null = null
    const focus = (path: string, node?: number) => {
      current?.abort()
      const own = (current = new AbortController())
      let timedOut = false
      const timer = setTimeout(() => {
        timedOut = true
        own.abort()
      }, 15_000)
      void focusWhenRendered(path, node, own.signal).then((ok) => {
        clearTimeout(timer)
        if (!ok && (timedOut || !own.signal.aborted)) toast.info(missing)
      })
    }
    const fromHash = () => {
      const target = parseFieldHash(window.location.hash)
      if (!target) return
      history.replaceState(history.state, '', window.location.pathname + window.location.search)
      focus(target.path, target.node)
    }
    const fromFrame = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isEditMessage(event.data)) return
      const frames = Array.from(document.querySelectorAll('iframe'), (f) => f.contentWindow)
      if (!frames.includes(event.source as Window)) return
      const ref = parseRef(event.data.ref)
      const here = documentAt(window.location.pathname, admin)
      if (!ref) return
      if (here && sameDocument(here, ref) && event.data.locale === locale) focus(ref.path, ref.node)
      else window.location.assign(adminUrl(ref, event.data.locale, admin))
    }
    fromHash()
    window.addEventListener('hashchange', fromHash)
    window.addEventListener('message', fromFrame)
    return () => {
      current?.abort()
      window.removeEventListener('hashchange', fromHash)
      window.removeEventListener('message', fromFrame)
    }
  }, [pathname, admin, locale, missing])

  return <>{children}</>
}
