'use client'

import { useEffect } from 'react'

/**
 * Two attributes on <html>, set once the shell's listeners are attached (it is
 * mounted last):
 * - `data-scroll-behavior="smooth"` tells Next that the global CSS scrolls
 *   smoothly, so it switches that off while it scrolls a new page to the top.
 *   Without it, Next's "scroll to top" is itself smoothed and then cancelled by
 *   its follow-up scrollIntoView, and the new page opens mid-way down (spec §2).
 *   (Better rendered by the layout on <html>; set here until it is.)
 * - `data-shell="ready"`: end-to-end tests wait for it before clicking, so a
 *   click is a client-side navigation, not a full load of a page still hydrating.
 */
export function ReadyMarker() {
  useEffect(() => {
    const root = document.documentElement
    root.dataset.scrollBehavior = 'smooth'
    root.dataset.shell = 'ready'
  }, [])
  return null
}
