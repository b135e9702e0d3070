'use client'

import { useEffect } from 'react'
import { usePathname } from 'next/navigation'
import { browser } from '@/config/browser'
import { afterLoadWhenIdle } from '@/lib/idle'

/**
 * Continuous animations (marked `data-motion`, e.g. the home hero's glow) cost nothing when nobody
 * can see them: off screen they get `data-offscreen`, and while the tab is hidden <html> gets
 * `data-tab-hidden`; the global CSS pauses their animations then. They are transform-only, so the
 * compositor runs them without the main thread. They start held (lib/early-input.ts): released here
 * once the page has loaded and the browser is idle.
 */
export function MotionPause() {
  const pathname = usePathname()
  useEffect(() => {
    const root = document.documentElement
    if (!root.hasAttribute('data-motion-hold')) return
    const scheduled = afterLoadWhenIdle(() => root.removeAttribute('data-motion-hold'), {
      idleTimeoutMs: browser.motionHold.idleTimeoutMs,
    })
    return () => scheduled.cancel()
  }, [])
  useEffect(() => {
    const root = document.documentElement
    const onVisibility = () => root.toggleAttribute('data-tab-hidden', document.visibilityState === 'hidden')
    onVisibility()
    const observer = new IntersectionObserver((entries) =>
      entries.forEach((e) => e.target.toggleAttribute('data-offscreen', !e.isIntersecting)),
    )
    document.querySelectorAll('[data-motion]').forEach((el) => observer.observe(el))
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      observer.disconnect()
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [pathname])
  return null
}
