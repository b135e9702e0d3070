'use client'

import { useEffect } from 'react'
import { site } from '@/config/site'

/**
 * Registers the service worker (/sw.js, scope /) in production builds, a few
 * seconds after the page has loaded and then when the browser is idle. Installing
 * it precaches the offline pages, the start pages and their assets: about 0.7 s of
 * CPU on the worker and browser threads of the 2-core test host. Registered at the
 * first idle moment after load, that work landed on the last hydration and
 * prefetch tasks of a first visit and stretched them (issue 10). A failed registration is swallowed silently (spec §1): the site works
 * the same without it. In development an earlier production worker on the same
 * origin is unregistered, so it cannot serve stale pages to `next dev`.
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
    let idle: number | undefined
    let wait: ReturnType<typeof setTimeout> | undefined
    const register = () => {
      try {
        navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined)
      } catch {
        // Some browsers throw instead of rejecting (e.g. storage disabled): same answer.
      }
    }
    const whenIdle = () => {
      idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(register, { timeout: 5000 }) : window.setTimeout(register, 1000)
    }
    const afterLoad = () => {
      wait = setTimeout(whenIdle, site.serviceWorkerRegistration.afterLoadMs)
    }
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
    return () => {
      window.removeEventListener('load', afterLoad)
      clearTimeout(wait)
      if (idle === undefined) return
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle)
      else window.clearTimeout(idle)
    }
  }, [])
  return null
}
