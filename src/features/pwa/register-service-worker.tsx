'use client'

import { useEffect } from 'react'
import { browser } from '@/config/browser'
import { afterLoadWhenIdle } from '@/lib/idle'

/**
 * Registers the service worker (/sw.js, scope /) in production builds, a few seconds after the
 * page has loaded and then when the browser is idle. Installing it precaches the offline pages,
 * the start pages and their assets: about 0.7 s of CPU on the worker and browser threads of the
 * 2-core test host, which, registered at the first idle moment after load, landed on a first
 * visit's last hydration and prefetch tasks and stretched them.
 *
 * A failed registration is swallowed silently (spec §1): the site works the same without it. In
 * development an earlier production worker on the same origin is unregistered, so it cannot
 * serve stale pages to `next dev`.
 */
export function RegisterServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    if (process.env.NODE_ENV !== 'production') {
      navigator.serviceWorker.getRegistrations().then(
        (registrations) => registrations.forEach((registration) => void registration.unregister()),
        () => undefined,
      )
      return
    }
    const scheduled = afterLoadWhenIdle(
      () => {
        try {
          navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined)
        } catch {
          // Some browsers throw instead of rejecting (e.g. storage disabled): same answer.
        }
      },
      {
        delayMs: browser.serviceWorkerRegistration.afterLoadMs,
        idleTimeoutMs: browser.serviceWorkerRegistration.idleTimeoutMs,
      },
    )
    return () => scheduled.cancel()
  }, [])
  return null
}
