'use client'

import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { usePathname } from 'next/navigation'
import { browser } from '@/config/browser'
import styles from './site-header.module.css'

const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Below the mobile breakpoint (spec §9: 1264 px) the menu is a full-screen overlay:
 * focus stays inside, Escape closes it, and the page behind does not scroll.
 * Above it, the same markup is an inline nav and the button is hidden by CSS.
 */
export function MenuToggle({
  children,
  openLabel,
  closeLabel,
}: {
  children: ReactNode
  openLabel: string
  closeLabel: string
}) {
  const [open, setOpen] = useState(false)
  const panel = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()

  // Hydrated: from now on the island handles the button, and an overlay the visitor opened
  // before (lib/early-input.ts, the page's inline script) stays open, now with its focus trap.
  useLayoutEffect(() => {
    button.current?.setAttribute('data-hydrated', '')
    if (panel.current?.getAttribute('data-open') === 'true') setOpen(true)
  }, [])

  // Any navigation (a menu link, back/forward) closes the overlay.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    setOpen(false)
  }, [pathname])

  useEffect(() => {
    if (!open) return
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    const mq = window.matchMedia(`(min-width: ${browser.breakpoints.mobileMenu}px)`)
    const onWide = () => mq.matches && setOpen(false)
    mq.addEventListener('change', onWide)

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
        return
      }
      if (e.key !== 'Tab' || !panel.current) return
      const items = [button.current, ...panel.current.querySelectorAll<HTMLElement>(focusable)].filter(
        Boolean,
      ) as HTMLElement[]
      const first = items[0]
      const last = items[items.length - 1]
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault()
        last.focus()
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    panel.current?.querySelector<HTMLElement>(focusable)?.focus()
    return () => {
      root.style.overflow = previous
      document.removeEventListener('keydown', onKey)
      mq.removeEventListener('change', onWide)
    }
  }, [open])

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => setOpen((v) => !v)}
      >
        <span className={styles.burger} data-open={open} aria-hidden="true" />
        <span className="visually-hidden">{open ? closeLabel : openLabel}</span>
      </button>
      <div
        id="site-menu"
        ref={panel}
        className={styles.panel}
        data-open={open}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) setOpen(false)
        }}
      >
        {children}
      </div>
    </>
  )
}
