'use client'

import { useAuth } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'
import { hasRole } from '@/cms/access'
import { editorMark } from '../settings'

/**
 * A root provider of the admin: while an editor or admin is signed in, marks this browser (editorMark) so the site's
 * pages send no Web Vitals from it; signing out removes the mark.
 */
export function EditorMark({ children }: { children?: ReactNode }) {
  const { user } = useAuth()
  const editor = hasRole(user, 'admin', 'editor')
  useEffect(() => {
    try {
      if (editor) localStorage.setItem(editorMark, '1')
      else if (user === null) localStorage.removeItem(editorMark)
    } catch {
      // Storage refused (a private window): the server still counts no beacon of theirs.
    }
  }, [editor, user])
  return <>{children}</>
}
