'use client'

import { useEffect } from 'react'

/**
 * Registers the service worker (/sw.js, scope /) in production builds, once the
 * page has loaded and the browser is idle, so it never competes with the first
 * paint. A failed registration is swallowed silently (spec §1): the site works
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
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      if (idle === undefined) return
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle)
      else window.clearTimeout(idle)
    }
  }, [])
  return null
}
