import { describe, expect, it } from 'vitest'
import { createInFlight, type InFlightEvent } from './in-flight'

describe('in-flight store', () => {
  it('counts requests and tells subscribers how each ended', () => {
    const store = createInFlight()
    const events: InFlightEvent[] = []
    const unsubscribe = store.subscribe((e) => events.push(e))
    const endA = store.begin()
    const endB = store.begin()
    expect(store.count()).toBe(2)
    endA()
    endB({ failed: true })
    expect(events).toEqual([
      { count: 1, failed: false },
      { count: 2, failed: false },
      { count: 1, failed: false },
      { count: 0, failed: true },
    ])
    unsubscribe()
    store.begin()
    expect(events).toHaveLength(4)
  })
  it('ignores a second end of the same request', () => {
    const store = createInFlight()
    const end = store.begin()
    end()
    end()
    expect(store.count()).toBe(0)
  })
})
