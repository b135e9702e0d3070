import { describe, expect, it } from 'vitest'
import { formatDate, isoDate } from './dates'

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
