import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterLoadWhenIdle, whenIdle } from './idle'

/** A page: its readyState and `load` listeners, and requestIdleCallback when `idle` is given. */
function page({ loaded, idle }: { loaded: boolean; idle: boolean }) {
  const target = new EventTarget()
  const doc = { readyState: loaded ? 'complete' : 'interactive' }
  const idleCallbacks = new Map<number, () => void>()
  let next = 0
  vi.stubGlobal('document', doc)
  vi.stubGlobal('window', {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  })
  vi.stubGlobal('requestIdleCallback', idle ? (fn: () => void) => (idleCallbacks.set(++next, fn), next) : undefined)
  vi.stubGlobal('cancelIdleCallback', idle ? (id: number) => idleCallbacks.delete(id) : undefined)
  return {
    load: () => ((doc.readyState = 'complete'), target.dispatchEvent(new Event('load'))),
    /** The browser goes idle: every waiting idle callback runs. */
    goIdle: () => [...idleCallbacks.entries()].forEach(([id, fn]) => (idleCallbacks.delete(id), fn())),
    waitingIdle: () => idleCallbacks.size,
  }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('whenIdle', () => {
  it('runs when the browser is idle, and not before', () => {
    const browser = page({ loaded: true, idle: true })
    const fn = vi.fn()
    whenIdle(fn, 2000)
    vi.advanceTimersByTime(5000)
    expect(fn).not.toHaveBeenCalled()
    browser.goIdle()
    expect(fn).toHaveBeenCalledOnce()
  })
  it('without requestIdleCallback (Safari), runs at the timeout', () => {
    page({ loaded: true, idle: false })
    const fn = vi.fn()
    whenIdle(fn, 2000)
    vi.advanceTimersByTime(1999)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledOnce()
  })
  it('cancelled, never runs', () => {
    const browser = page({ loaded: true, idle: true })
    const fn = vi.fn()
    whenIdle(fn, 2000).cancel()
    browser.goIdle()
    expect(fn).not.toHaveBeenCalled()
  })
})

describe('afterLoadWhenIdle', () => {
  it('waits for load, then the delay, then an idle moment', () => {
    const browser = page({ loaded: false, idle: true })
    const fn = vi.fn()
    afterLoadWhenIdle(fn, { delayMs: 3000, idleTimeoutMs: 2000 })
    vi.advanceTimersByTime(10_000)
    browser.goIdle()
    expect(fn).not.toHaveBeenCalled()
    browser.load()
    vi.advanceTimersByTime(2999)
    browser.goIdle()
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(browser.waitingIdle()).toBe(1)
    browser.goIdle()
    expect(fn).toHaveBeenCalledOnce()
  })
  it('counts from now when the page has already loaded; with no delay it only waits for idle', () => {
    const browser = page({ loaded: true, idle: true })
    const fn = vi.fn()
    afterLoadWhenIdle(fn, { idleTimeoutMs: 2000 })
    browser.goIdle()
    expect(fn).toHaveBeenCalledOnce()
  })
  it('cancelled at any stage, never runs', () => {
    for (const stage of ['before load', 'during the delay', 'waiting for idle'] as const) {
      const browser = page({ loaded: false, idle: true })
      const fn = vi.fn()
      const scheduled = afterLoadWhenIdle(fn, { delayMs: 3000, idleTimeoutMs: 2000 })
      if (stage !== 'before load') browser.load()
      if (stage === 'waiting for idle') vi.advanceTimersByTime(3000)
      scheduled.cancel()
      browser.load()
      vi.advanceTimersByTime(10_000)
      browser.goIdle()
      expect(fn, stage).not.toHaveBeenCalled()
    }
  })
})
