'use client'

import { useEffect } from 'react'
import { usePathname } from 'next/navigation'

/**
 * Continuous animations (marked `data-motion`, e.g. the home hero's glow) cost nothing when nobody
 * can see them: off screen they get `data-offscreen`, and while the tab is hidden <html> gets
 * `data-tab-hidden`; the global CSS pauses their animations then. They are transform-only, so the
 * compositor runs them without the main thread.
 */
export function MotionPause() {
  const pathname = usePathname()
  useEffect(() => {
    const root = document.documentElement
    const onVisibility = () => root.toggleAttribute('data-tab-hidden', document.visibilityState === 'hidden')
    onVisibility()
    const observer = new IntersectionObserver((entries) => entries.forEach((e) => e.target.toggleAttribute('data-offscreen', !e.isIntersecting)))
    document.querySelectorAll('[data-motion]').forEach((el) => observer.observe(el))
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      observer.disconnect()
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [pathname])
  return null
}
