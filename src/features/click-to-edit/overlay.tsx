'use client'

import { useEffect } from 'react'
import type { OutlineOptions } from './outline'

/**
 * Mounted by the preview banner only (a preview: draft mode and a signed-in editor), and the outline's code is
 * fetched from here: no public page references it.
 */
export function ClickToEdit({ locale, hint, paragraph }: OutlineOptions) {
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./outline').then(({ startOutline }) => {
      if (!cancelled) stop = startOutline({ locale, hint, paragraph })
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [locale, hint, paragraph])
  return null
}
