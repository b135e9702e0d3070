'use client'

import { useEffect } from 'react'
import { browser } from '@/config/browser'
import { anchorScrollTop, parseScrollPadding, scrollAt } from '@/lib/anchor-scroll'
import { linkClickOf } from '@/lib/link-click'

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Focus the target for keyboard and screen-reader users, as a real jump would. */
function focusTarget(target: HTMLElement) {
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

/**
 * Same-page `#hash` links scroll there in 500 ms (spec §9), below the sticky
 * header (`scroll-padding-top`), then move focus to the target and record the hash
 * in history. Under reduced motion the jump is instant. Page changes are the
 * router's: it scrolls to the top on a new page and restores on back/forward.
 */
export function AnchorScroll() {
  useEffect(() => {
    let frame = 0
    const onClick = (e: MouseEvent) => {
      const click = linkClickOf(e)
      if (click?.intent !== 'same-page-hash') return
      const hash = new URL(click.anchor.href).hash
      const target = document.getElementById(decodeURIComponent(hash.slice(1)))
      if (!target) return
      // Ours, not the router's nor the browser's (Next's Link skips prevented clicks).
      e.preventDefault()
      cancelAnimationFrame(frame)
      const root = document.documentElement
      const from = window.scrollY
      const to = anchorScrollTop(
        target.getBoundingClientRect().top,
        from,
        parseScrollPadding(getComputedStyle(root).scrollPaddingTop),
        root.scrollHeight - window.innerHeight,
      )
      // Next keeps its router state in sync with a pushState from outside (null state is fine).
      if (location.hash !== hash) history.pushState(null, '', hash)
      const duration = reducedMotion() ? 0 : browser.scrollAnimationMs
      const started = performance.now()
      const step = (now: number) => {
        const y = scrollAt(from, to, now - started, duration)
        // `instant` so the global `scroll-behavior: smooth` does not smooth each frame again.
        window.scrollTo({ top: y, behavior: 'instant' })
        if (y === to) focusTarget(target)
        else frame = requestAnimationFrame(step)
      }
      if (duration === 0) step(started)
      else frame = requestAnimationFrame(step)
    }
    // A wheel or touch by the visitor wins over the animation.
    const stop = () => cancelAnimationFrame(frame)
    document.addEventListener('click', onClick, true)
    window.addEventListener('wheel', stop, { passive: true })
    window.addEventListener('touchstart', stop, { passive: true })
    return () => {
      stop()
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('wheel', stop)
      window.removeEventListener('touchstart', stop)
    }
  }, [])
  return null
}
