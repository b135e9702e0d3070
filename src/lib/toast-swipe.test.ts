import { describe, expect, it } from 'vitest'
import { browser } from '@/config/browser'
import { toastSwipeDismisses } from './toast-swipe'

const T = browser.toast.swipeThresholdPx

describe('toastSwipeDismisses', () => {
  it('keeps a toast swiped up to 80 px, in any direction', () => {
    expect(toastSwipeDismisses(0, 45, T)).toBe(false)
    expect(toastSwipeDismisses(-79, 0, T)).toBe(false)
    expect(toastSwipeDismisses(0, 80, T)).toBe(false)
  })
  it('dismisses one swiped beyond 80 px', () => {
    expect(toastSwipeDismisses(0, 81, T)).toBe(true)
    expect(toastSwipeDismisses(-120, 3, T)).toBe(true)
  })
})
