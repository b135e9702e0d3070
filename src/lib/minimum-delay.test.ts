import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { browser } from '@/config/browser'
import { createMinimumDelay, remainingDisplayMs } from './minimum-delay'

const MIN = browser.minimumFetchStateMs

describe('remainingDisplayMs', () => {
  it('is what is left of the minimum', () => {
    expect(remainingDisplayMs(1000, 1050, 200)).toBe(150)
    expect(remainingDisplayMs(1000, 1200, 200)).toBe(0)
    expect(remainingDisplayMs(1000, 5000, 200)).toBe(0)
  })
})

describe('createMinimumDelay', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows at once and keeps a short loading state for the full 200 ms', () => {
    const changes: boolean[] = []
    const delay = createMinimumDelay(MIN, (s) => changes.push(s))
    delay.set(true)
    expect(changes).toEqual([true])
    vi.advanceTimersByTime(20)
    delay.set(false)
    vi.advanceTimersByTime(MIN - 21)
    expect(changes).toEqual([true])
    vi.advanceTimersByTime(1)
    expect(changes).toEqual([true, false])
  })

  it('hides at once when the state already lasted long enough', () => {
    const changes: boolean[] = []
    const delay = createMinimumDelay(MIN, (s) => changes.push(s))
    delay.set(true)
    vi.advanceTimersByTime(MIN + 300)
    delay.set(false)
    expect(changes).toEqual([true, false])
  })

  it('treats busy-again-before-hiding as one continuous state', () => {
    const changes: boolean[] = []
    const delay = createMinimumDelay(MIN, (s) => changes.push(s))
    delay.set(true)
    delay.set(false)
    vi.advanceTimersByTime(100)
    delay.set(true)
    vi.advanceTimersByTime(500)
    expect(changes).toEqual([true])
    delay.set(false)
    expect(changes).toEqual([true, false])
  })

  it('does nothing after cancel', () => {
    const changes: boolean[] = []
    const delay = createMinimumDelay(MIN, (s) => changes.push(s))
    delay.set(true)
    delay.set(false)
    delay.cancel()
    vi.advanceTimersByTime(1000)
    expect(changes).toEqual([true])
  })
})
