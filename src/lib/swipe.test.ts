import { describe, expect, it } from 'vitest'
import { browser } from '@/config/browser'
import { classifyGesture } from './swipe'

const rules = {
  swipeThresholdPx: browser.gestures.swipeThresholdPx,
  swipeVelocity: browser.gestures.swipeVelocity,
  tapTimeMs: browser.gestures.tapTimeMs,
}

describe('classifyGesture', () => {
  it('reads a short still press as a tap, a long one as nothing', () => {
    expect(classifyGesture(2, 1, 120, rules)).toBe('tap')
    expect(classifyGesture(0, 0, 250, rules)).toBe('tap')
    expect(classifyGesture(0, 0, 251, rules)).toBe('none')
  })
  it('swipes left to the next slide and right to the previous one when fast enough', () => {
    // 40 px in 100 ms = 0.4 px/ms ≥ 0.3
    expect(classifyGesture(-40, 0, 100, rules)).toBe('next')
    expect(classifyGesture(40, 5, 100, rules)).toBe('prev')
  })
  it('ignores a slow short drag below the velocity', () => {
    // 20 px in 200 ms = 0.1 px/ms
    expect(classifyGesture(-20, 0, 200, rules)).toBe('none')
  })
  it('accepts a slow but long drag', () => {
    expect(classifyGesture(-200, 0, 2000, rules)).toBe('next')
  })
  it('leaves mostly vertical movement to the page scroll', () => {
    expect(classifyGesture(-30, 80, 100, rules)).toBe('none')
  })
  it('needs the 10 px threshold before anything moves', () => {
    expect(classifyGesture(-9, 0, 10, rules)).toBe('tap')
    expect(classifyGesture(-10, 0, 10, rules)).toBe('next')
  })
})
