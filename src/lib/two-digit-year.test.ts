import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { site } from '@/config/site'
import { parseTwoDigitYear } from './two-digit-year'

describe('parseTwoDigitYear (spec §5: above 68 → 19xx, else 20xx)', () => {
  it('uses the pivot from config', () => {
    expect(site.twoDigitYearPivot).toBe(68)
  })
  it('reads the boundary correctly', () => {
    expect(parseTwoDigitYear(68)).toBe(2068)
    expect(parseTwoDigitYear(69)).toBe(1969)
    expect(parseTwoDigitYear(0)).toBe(2000)
    expect(parseTwoDigitYear(99)).toBe(1999)
    expect(parseTwoDigitYear(21)).toBe(2021)
    expect(parseTwoDigitYear(31)).toBe(2031)
  })
  it('accepts one or two digits of text', () => {
    expect(parseTwoDigitYear('05')).toBe(2005)
    expect(parseTwoDigitYear('5')).toBe(2005)
    expect(parseTwoDigitYear(' 70 ')).toBe(1970)
  })
  it('refuses anything that is not a two-digit year', () => {
    for (const bad of [-1, 100, 1.5, NaN, Infinity, '', '123', 'ab', '-1', '1e1'])
      expect(() => parseTwoDigitYear(bad)).toThrow(RangeError)
  })
  it('keeps the last two digits and lands in 1969–2068 for every 0–99', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), (yy) => {
        const year = parseTwoDigitYear(yy)
        return year % 100 === yy && year >= 1969 && year <= 2068 && year < 2000 === yy > 68
      }),
    )
  })
  it('is monotonic within each century and follows a custom pivot', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 98 }), fc.integer({ min: 0, max: 99 }), (yy, pivot) => {
        const a = parseTwoDigitYear(yy, pivot)
        const b = parseTwoDigitYear(yy + 1, pivot)
        return yy === pivot ? b === a + 1 - 100 : b === a + 1
      }),
    )
  })
})
