'use client'

import { useAuth } from '@payloadcms/ui'

/** Whether the signed-in user writes and sends issues (Editor or Admin); a Subscribers-only user reads them. */
export function useMayEdit(): boolean {
  const roles = (useAuth().user as { roles?: string[] } | null)?.roles ?? []
  return roles.includes('admin') || roles.includes('editor')
}
