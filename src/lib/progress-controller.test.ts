import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { browser } from '@/config/browser'
import { createProgressController, type ProgressPhase } from './progress-controller'

const timings = { ...browser.progressBar, errorHoldMs: browser.progressBarErrorHoldMs }

function setup() {
  const phases: ProgressPhase[] = []
  const bar = createProgressController(timings, (p) => phases.push(p))
  return { bar, phases }
}

describe('progress controller', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('never shows work that ends within the 200 ms throttle', () => {
    const { bar, phases } = setup()
    bar.setActive(true)
    vi.advanceTimersByTime(timings.throttleMs - 1)
    bar.setActive(false)
    vi.advanceTimersByTime(10_000)
    expect(phases).toEqual([])
  })

  it('shows slow work after the throttle, then completes and hides 500 ms after it ends', () => {
    const { bar, phases } = setup()
    bar.setActive(true)
    vi.advanceTimersByTime(timings.throttleMs)
    expect(phases).toEqual(['loading'])
    vi.advanceTimersByTime(2_000)
    bar.setActive(false)
    expect(phases).toEqual(['loading', 'done'])
    vi.advanceTimersByTime(timings.hideDelayMs - 1)
    expect(phases.at(-1)).toBe('done')
    vi.advanceTimersByTime(1)
    expect(phases).toEqual(['loading', 'done', 'idle'])
  })

  it('picks up new work while still completing, without a new throttle', () => {
    const { bar, phases } = setup()
    bar.setActive(true)
    vi.advanceTimersByTime(timings.throttleMs)
    bar.setActive(false)
    bar.setActive(true)
    expect(phases).toEqual(['loading', 'done', 'loading'])
    vi.advanceTimersByTime(10_000)
    expect(phases.at(-1)).toBe('loading')
  })

  it('shows the error style on failure, even inside the throttle, then hides', () => {
    const { bar, phases } = setup()
    bar.setActive(true)
    vi.advanceTimersByTime(50)
    bar.fail()
    expect(phases).toEqual(['error'])
    vi.advanceTimersByTime(timings.errorHoldMs)
    expect(phases).toEqual(['error', 'idle'])
  })

  it('stops its timers when disposed', () => {
    const { bar, phases } = setup()
    bar.setActive(true)
    bar.dispose()
    vi.advanceTimersByTime(10_000)
    expect(phases).toEqual([])
  })
})
