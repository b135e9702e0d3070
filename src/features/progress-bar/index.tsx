'use client'

import { Suspense, useCallback, useEffect, useRef, useState, type CSSProperties } from 'react'
import { usePathname, useSearchParams } from 'next/navigation'
import { browser } from '@/config/browser'
import { inFlight } from '@/lib/in-flight'
import { linkClickOf } from '@/lib/link-click'
import { createProgressController, type ProgressPhase } from '@/lib/progress-controller'
import { onNavigationFailure } from './failure-signal'
import styles from './progress-bar.module.css'

export { signalNavigationFailure } from './failure-signal'

const currentRoute = () => location.pathname + location.search

/**
 * The thin bar at the top during client-side navigations and `/api` requests
 * (spec §2, §4, §7, §9). Start: a click on an internal link, or back/forward to
 * another page. End: the router showing the new path. Timing lives in the
 * controller; this file only wires events to it. Decorative for assistive
 * technology: Next's route announcer already says when the page changed.
 * A navigation not done after the spec's 120 s loads its page in full, as Next
 * does when a payload fails (it has no timeout of its own).
 */
export function ProgressBar() {
  const [phase, setPhase] = useState<ProgressPhase>('idle')
  const [bar] = useState(() =>
    createProgressController({ ...browser.progressBar, errorHoldMs: browser.progressBarErrorHoldMs }, setPhase),
  )
  const navigating = useRef(false)
  const requests = useRef(0)
  const route = useRef<string | null>(null)
  const giveUp = useRef<ReturnType<typeof setTimeout>>(undefined)

  const sync = useCallback(() => bar.setActive(navigating.current || requests.current > 0), [bar])
  const fail = useCallback(() => {
    navigating.current = false
    clearTimeout(giveUp.current)
    bar.fail()
  }, [bar])

  useEffect(() => {
    const start = (href: string) => {
      navigating.current = true
      clearTimeout(giveUp.current)
      giveUp.current = setTimeout(() => location.assign(href), browser.chunk.loadTimeoutMs)
      sync()
    }
    const onClick = (e: MouseEvent) => {
      const click = linkClickOf(e)
      if (click?.intent === 'navigate') start(click.anchor.href)
    }
    // Back/forward within the page (a hash) is not a page change.
    const onPopState = () => route.current !== null && currentRoute() !== route.current && start(location.href)
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
    const offRequests = inFlight.subscribe(({ count, failed }) => {
      requests.current = count
      if (failed) fail()
      else sync()
    })
    const offFailures = onNavigationFailure(fail)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
      offRequests()
      offFailures()
      clearTimeout(giveUp.current)
      bar.dispose()
    }
  }, [bar, sync, fail])

  const onRoute = useCallback(() => {
    route.current = currentRoute()
    navigating.current = false
    clearTimeout(giveUp.current)
    sync()
  }, [sync])

  return (
    <>
      {/* useSearchParams needs a Suspense boundary on statically rendered pages. */}
      <Suspense fallback={null}>
        <RouteWatcher onChange={onRoute} />
      </Suspense>
      <div
        className={styles.bar}
        data-phase={phase}
        data-testid="progress-bar"
        aria-hidden="true"
        style={{ '--progress-duration': `${browser.progressBar.durationMs}ms` } as CSSProperties}
      />
    </>
  )
}

function RouteWatcher({ onChange }: { onChange: () => void }) {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  useEffect(() => onChange(), [pathname, search, onChange])
  return null
}
