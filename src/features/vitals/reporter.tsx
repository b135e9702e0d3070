'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { afterLoadWhenIdle } from '@/lib/idle'
import type { BeaconContext } from './beacon'
import { mayReport } from './gate'
import { editorMark, reporterSettings } from './settings'
import type { Connection, PageKind } from './metrics'

type Network = { connection?: { effectiveType?: string } }

/**
 * Field Web Vitals (README "Speed"): once the page has loaded and the browser is idle, loads the reporter (web-vitals
 * and the beacon, not part of any page's first load), which sends what this page load measured when it is hidden.
 * The page kind is the one the server rendered (`data-page-kind` on <main>, SiteShell). Nothing at all for a visitor
 * with Global Privacy Control, in a browser an editor is signed in with (editorMark), or outside the sample.
 * `data-vitals` on <html> says which: `on` or `off`. Leaving through the router (a link, not an unload) sends what the
 * landing page measured at once: the later pages are not measured (Web Vitals are of page loads).
 */
export function VitalsReporter({ locale, sampleRate }: { locale: 'pt' | 'en'; sampleRate: number }) {
  const pathname = usePathname()
  // Of the landing page, whatever the router shows later.
  const landing = useRef({ pathname, locale, sampleRate })
  const left = useRef(false)
  const reporter = useRef<typeof import('./report') | null>(null)
  useEffect(() => {
    if (pathname === landing.current.pathname || left.current) return
    left.current = true
    reporter.current?.flush()
  }, [pathname])
  useEffect(() => {
    const { locale, sampleRate } = landing.current
    const root = document.documentElement
    if (
      editorSignedIn() ||
      !mayReport(navigator as Navigator & { globalPrivacyControl?: unknown }, sampleRate, Math.random())
    ) {
      root.dataset.vitals = 'off'
      return
    }
    const effectiveType = (navigator as Navigator & Network).connection?.effectiveType
    const context: BeaconContext = {
      page: (document.getElementById('content')?.dataset.pageKind ?? 'other') as PageKind,
      locale,
      device: innerWidth < reporterSettings.phoneBelowPx ? 'phone' : 'desktop',
      connection: (['4g', '3g', '2g', 'slow-2g'].includes(effectiveType ?? '')
        ? effectiveType
        : 'unknown') as Connection,
    }
    const scheduled = afterLoadWhenIdle(
      () =>
        void import('./report').then(
          (loaded) => {
            reporter.current = loaded
            loaded.startReporting(context)
            if (left.current) loaded.flush()
          },
          () => undefined,
        ),
      { idleTimeoutMs: reporterSettings.idleTimeoutMs },
    )
    return () => scheduled.cancel()
  }, [])
  return null
}

function editorSignedIn(): boolean {
  try {
    return localStorage.getItem(editorMark) !== null
  } catch {
    return false
  }
}
