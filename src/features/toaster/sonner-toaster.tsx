'use client'

import { useEffect, type CSSProperties } from 'react'
import { Toaster as Sonner, toast } from 'sonner'
import { browser } from '@/config/browser'
import { attachToaster } from './notify'
import { enforceSwipeThreshold } from './swipe-threshold'

// sonner's dark theme, in the site's tokens (inline, so it wins over sonner's own CSS).
const theme = {
  '--normal-bg': 'var(--color-surface-2)',
  '--normal-border': 'var(--color-line)',
  '--normal-text': 'var(--color-text)',
  '--border-radius': 'var(--radius-sm)',
  fontFamily: 'var(--font-body)',
} as CSSProperties

/**
 * sonner itself, loaded with the first toast (index.tsx): bottom-center, 4 s, held while hovered or focused, swiped
 * away beyond 80 px.
 */
export default function SonnerToaster({ label, close }: { label: string; close: string }) {
  useEffect(() => enforceSwipeThreshold(browser.toast.swipeThresholdPx), [])
  // After sonner's own effects have subscribed it to its toast store.
  useEffect(
    () =>
      attachToaster(
        ({ kind, message, description }) =>
          void (kind === 'message' ? toast : toast[kind])(message, description ? { description } : undefined),
      ),
    [],
  )
  return (
    <Sonner
      theme="dark"
      position={browser.toast.position}
      duration={browser.toast.durationMs}
      swipeDirections={['bottom', 'left', 'right']}
      containerAriaLabel={label}
      toastOptions={{ closeButtonAriaLabel: close }}
      style={theme}
    />
  )
}
