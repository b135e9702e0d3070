import { describe, expect, it } from 'vitest'
import { futureTime } from './schedule-time'

// 14:07 in São Paulo on 28 November 2026; the picker shows São Paulo's clock in the browser's zone.
const now = new Date('2026-11-28T17:07:30Z')
const shown = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min)

describe('a time picked in the schedule drawer', () => {
  it('is kept when it is in the future, as the instant São Paulo’s clock names', () => {
    const typed = shown(2026, 11, 29, 0, 5)
    expect(futureTime(typed, typed, now, 5).toISOString()).toBe('2026-11-29T03:05:00.000Z')
  })
  it('is the next slot after now when it has passed', () => {
    const typed = shown(2026, 11, 28, 9, 0)
    expect(futureTime(typed, typed, now, 5)).toEqual(new Date('2026-11-28T17:10:00Z'))
  })
  it('on a day clicked first, is the next slot’s time of day, on that day', () => {
    expect(futureTime(shown(2026, 11, 28), null, now, 5)).toEqual(new Date('2026-11-28T17:10:00Z'))
    expect(futureTime(shown(2026, 12, 3), null, now, 15)).toEqual(new Date('2026-12-03T17:15:00Z'))
  })
  it('on a day clicked after a time was chosen, keeps that time, unless it has passed on that day', () => {
    const chosen = shown(2026, 11, 30, 16, 30)
    expect(futureTime(shown(2026, 12, 3, 14, 7), chosen, now, 5)).toEqual(new Date('2026-12-03T19:30:00Z'))
    expect(futureTime(shown(2026, 11, 28, 14, 7), shown(2026, 11, 30, 9, 0), now, 5)).toEqual(
      new Date('2026-11-28T17:10:00Z'),
    )
  })
})
