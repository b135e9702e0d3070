'use client'

import { useEffect } from 'react'
import { usePathname, useRouter } from 'next/navigation'
import { browser } from '@/config/browser'
import { type Scheduled, whenIdle } from '@/lib/idle'
import { shouldPrefetch } from '@/lib/prefetch-policy'

type NetworkInformation = { effectiveType?: string; saveData?: boolean }

const allowed = () => {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  return shouldPrefetch(
    { online: navigator.onLine, effectiveType: connection?.effectiveType, saveData: connection?.saveData },
    browser.prefetch.skipEffectiveTypes,
  )
}

/** Rendered and visible: not hidden by `visibility`, a zero opacity, or `display: none` up the tree. */
function isShown(el: Element): boolean {
  if (typeof el.checkVisibility !== 'function') return true
  return el.checkVisibility({ visibilityProperty: true, opacityProperty: true } as CheckVisibilityOptions)
}

/**
 * The prefetch policy of spec §4, for every link the `Link` wrapper marks with
 * `data-prefetch`: once the browser is idle (at most 2 s), links the visitor can
 * see prefetch their page, one page per idle period, unless offline, on
 * 2g/slow-2g or with data saver on.
 * One observer for the page instead of one per link; Next itself never
 * prefetches (the wrapper passes prefetch={false}, which also stops hover prefetch).
 */
export function PrefetchLinks() {
  const router = useRouter()
  const pathname = usePathname()

  useEffect(() => {
    const done = new Set<string>()
    const queue = new Set<string>()
    let flush: Scheduled | undefined
    let observer: IntersectionObserver | undefined

    // One page per idle period: decoding a prefetched page is main-thread work, and several at
    // once would make one long task just as the visitor starts to read or scroll.
    const prefetchQueued = () => {
      flush = undefined
      if (!allowed()) return queue.clear()
      const [href] = queue
      if (href === undefined) return
      queue.delete(href)
      done.add(href)
      router.prefetch(href)
      if (queue.size > 0) flush = whenIdle(prefetchQueued, browser.prefetch.idleTimeoutMs)
    }
    const start = whenIdle(() => {
      if (!allowed()) return
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          // In the viewport is not the same as seen: the closed menu's links are there, hidden.
          if (!isShown(entry.target)) continue
          observer?.unobserve(entry.target)
          const url = new URL((entry.target as HTMLAnchorElement).href)
          const href = url.pathname + url.search
          if (url.origin !== location.origin || done.has(href) || href === location.pathname + location.search) continue
          queue.add(href)
        }
        if (queue.size > 0) flush ??= whenIdle(prefetchQueued, browser.prefetch.idleTimeoutMs)
      })
      document.querySelectorAll('a[data-prefetch]').forEach((a) => observer?.observe(a))
    }, browser.prefetch.idleTimeoutMs)
    return () => {
      start.cancel()
      flush?.cancel()
      observer?.disconnect()
    }
  }, [pathname, router])

  return null
}
