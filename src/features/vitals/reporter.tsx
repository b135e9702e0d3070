'use client'

import { useEffect } from 'react'
import { afterLoadWhenIdle } from '@/lib/idle'
import type { BeaconContext } from './beacon'
import { mayReport } from './gate'
import { reporterSettings } from './settings'
import type { Connection, PageKind } from './metrics'

type Network = { connection?: { effectiveType?: string } }

/**
 * Field Web Vitals (README "Speed"): once the page has loaded and the browser is idle, loads the reporter (web-vitals
 * and the beacon, not part of any page's first load), which sends what this page load measured when it is hidden.
 * The page kind is the one the server rendered (`data-page-kind` on <main>, SiteShell). Nothing at all for a visitor
 * with Global Privacy Control, or outside the sample. `data-vitals` on <html> says which: `on` or `off`.
 */
export function VitalsReporter({ locale, sampleRate }: { locale: 'pt' | 'en'; sampleRate: number }) {
  useEffect(() => {
    const root = document.documentElement
    if (!mayReport(navigator as Navigator & { globalPrivacyControl?: unknown }, sampleRate, Math.random())) {
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
          (reporter) => reporter.startReporting(context),
          () => undefined,
        ),
      { idleTimeoutMs: reporterSettings.idleTimeoutMs },
    )
    return () => scheduled.cancel()
  }, [locale, sampleRate])
  return null
}
