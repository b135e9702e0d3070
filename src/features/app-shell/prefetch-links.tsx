'use client'

import { useEffect } from 'react'
import { usePathname, useRouter } from 'next/navigation'
import { site } from '@/config/site'
import { shouldPrefetch } from '@/lib/prefetch-policy'

type NetworkInformation = { effectiveType?: string; saveData?: boolean }

const allowed = () => {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  return shouldPrefetch({ online: navigator.onLine, effectiveType: connection?.effectiveType, saveData: connection?.saveData }, site.prefetch.skipEffectiveTypes)
}

type Idle = { cancel(): void }

/** requestIdleCallback with the spec's 2 s cap; a plain timeout where it is missing (Safari). */
function whenIdle(fn: () => void): Idle {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: site.prefetch.idleTimeoutMs })
    return { cancel: () => window.cancelIdleCallback(id) }
  }
  const id = setTimeout(fn, site.prefetch.idleTimeoutMs)
  return { cancel: () => clearTimeout(id) }
}

/**
 * The prefetch policy of spec §4, for every link the `Link` wrapper marks with
 * `data-prefetch`: once the browser is idle (at most 2 s), links in the viewport
 * prefetch their page, unless offline, on 2g/slow-2g or with data saver on.
 * One observer for the page instead of one per link; Next itself never
 * prefetches (the wrapper passes prefetch={false}, which also stops hover prefetch).
 */
export function PrefetchLinks() {
  const router = useRouter()
  const pathname = usePathname()

  useEffect(() => {
    const done = new Set<string>()
    const queue = new Set<string>()
    let flush: Idle | undefined
    let observer: IntersectionObserver | undefined

    const prefetchQueued = () => {
      flush = undefined
      if (!allowed()) return queue.clear()
      queue.forEach((href) => {
        done.add(href)
        router.prefetch(href)
      })
      queue.clear()
    }
    const start = whenIdle(() => {
      if (!allowed()) return
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          observer?.unobserve(entry.target)
          const url = new URL((entry.target as HTMLAnchorElement).href)
          const href = url.pathname + url.search
          if (url.origin !== location.origin || done.has(href) || href === location.pathname + location.search) continue
          queue.add(href)
        }
        if (queue.size > 0) flush ??= whenIdle(prefetchQueued)
      })
      document.querySelectorAll('a[data-prefetch]').forEach((a) => observer?.observe(a))
    })
    return () => {
      start.cancel()
      flush?.cancel()
      observer?.disconnect()
    }
  }, [pathname, router])

  return null
}
