'use client'

import { useEffect } from 'react'

/**
 * `data-shell="ready"` on <html>, set once the shell's listeners are attached (it
 * is mounted last): end-to-end tests wait for it before clicking, so a click is a
 * client-side navigation, not a full load of a page still hydrating.
 */
export function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.shell = 'ready'
  }, [])
  return null
}
