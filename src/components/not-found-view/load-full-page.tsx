'use client'

import { useEffect } from 'react'
import { isAfterClientNavigation } from '@/lib/full-page-load'

/** Loads the address shown as a full page when this renders after a client-side navigation. */
export function LoadFullPage() {
  useEffect(() => {
    const [entry] = performance.getEntriesByType('navigation')
    if (isAfterClientNavigation(entry?.name, location.href)) location.reload()
  }, [])
  return null
}
