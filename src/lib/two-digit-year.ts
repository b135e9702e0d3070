import { site } from '@/config/site'

/**
 * Reads a two-digit year (spec §5): above the pivot (68) it is 19xx, otherwise 20xx.
 * So 69 → 1969, 99 → 1999, 00 → 2000, 68 → 2068. Accepts 0–99 as a number or as
 * one or two digits of text; anything else is a RangeError, never a guess.
 */
export function parseTwoDigitYear(value: number | string, pivot: number = site.twoDigitYearPivot): number {
  const yy = typeof value === 'string' ? (/^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : NaN) : value
  if (!Number.isInteger(yy) || yy < 0 || yy > 99) throw new RangeError(`Not a two-digit year: ${String(value)}`)
  return yy > pivot ? 1900 + yy : 2000 + yy
}
