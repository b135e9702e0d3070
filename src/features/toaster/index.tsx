'use client'

import { useEffect, type CSSProperties } from 'react'
import { useTranslations } from 'next-intl'
import { Toaster as Sonner } from 'sonner'
import { site } from '@/config/site'
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
 * The site's one toaster (spec §8, §9): bottom-center, 4 s, paused while hovered
 * or focused (sonner's own behaviour), swiped away beyond 80 px. Anything calls
 * `toast()` / `toast.success()` / `toast.error()` from 'sonner' to use it.
 */
export function Toaster() {
  const t = useTranslations('toaster')
  useEffect(() => enforceSwipeThreshold(site.toast.swipeThresholdPx), [])
  return (
    <Sonner
      theme="dark"
      position={site.toast.position}
      duration={site.toast.durationMs}
      swipeDirections={['bottom', 'left', 'right']}
      containerAriaLabel={t('label')}
      toastOptions={{ closeButtonAriaLabel: t('close') }}
      style={theme}
    />
  )
}
