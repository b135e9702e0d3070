import { describe, expect, it } from 'vitest'
import { formatDate, fromWallClock, isoDate, toWallClock } from './dates'

describe('dates in the site time zone', () => {
  // 02:30 UTC on 1 March is still 28 February in São Paulo (UTC−3).
  const lateNightUtc = '2026-03-01T02:30:00.000Z'

  it('formats in pt-BR and en-US on the São Paulo calendar day', () => {
    expect(formatDate(lateNightUtc, 'pt')).toBe('28 de fevereiro de 2026')
    expect(formatDate(lateNightUtc, 'en')).toBe('February 28, 2026')
  })
  it('has a short style per locale', () => {
    expect(formatDate('2026-07-15T15:00:00Z', 'pt', 'short')).toBe('15/07/2026')
    expect(formatDate('2026-07-15T15:00:00Z', 'en', 'short')).toBe('7/15/26')
  })
  it('gives the machine-readable date of the same day', () => {
    expect(isoDate(lateNightUtc)).toBe('2026-02-28')
  })
})

describe('a São Paulo time shown in the browser’s zone, as a date picker shows it', () => {
  const noonInSaoPaulo = new Date('2026-11-28T15:12:00.000Z')

  it('reads São Paulo’s clock, whatever the zone this runs in', () => {
    const shown = toWallClock(noonInSaoPaulo)
    expect([shown.getFullYear(), shown.getMonth(), shown.getDate(), shown.getHours(), shown.getMinutes()]).toEqual([
      2026, 10, 28, 12, 12,
    ])
  })
  it('turns the clock reading back into the same instant, across a change of offset too', () => {
    expect(fromWallClock(toWallClock(noonInSaoPaulo))).toEqual(noonInSaoPaulo)
    expect(fromWallClock(new Date(2026, 10, 28, 12, 12))).toEqual(noonInSaoPaulo)
    // New York moves to summer time at 2:00 on 8 March 2026: 3:30 that day is UTC−4.
    expect(fromWallClock(new Date(2026, 2, 8, 3, 30), 'America/New_York')).toEqual(new Date('2026-03-08T07:30:00Z'))
    expect(fromWallClock(new Date(2026, 2, 7, 3, 30), 'America/New_York')).toEqual(new Date('2026-03-07T08:30:00Z'))
  })
})
