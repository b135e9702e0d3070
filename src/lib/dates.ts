import { site } from '@/config/site'
import type { RouteLocale } from './paths'

/** A calendar date in the site time zone (America/Sao_Paulo), in the locale's format. */
export function formatDate(iso: string | Date, locale: RouteLocale, style: 'long' | 'short' = 'long'): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso
  return new Intl.DateTimeFormat(site.localeTags[locale], {
    timeZone: site.timeZone,
    dateStyle: style,
  }).format(date)
}

/** The date part (YYYY-MM-DD) in the site time zone, for <time dateTime>. */
export function isoDate(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: site.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date)
}

/** How far `timeZone`'s clocks are ahead of UTC at `instant`, in ms. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  )
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
  return wall - (instant - (((instant % 1000) + 1000) % 1000))
}

/**
 * `instant` as the browser's own Date showing `timeZone`'s clock: what a date picker, which works in the browser's
 * zone, must be given to show a São Paulo time to an editor anywhere.
 */
export function toWallClock(instant: Date, timeZone: string = site.timeZone): Date {
  const wall = new Date(instant.getTime() + zoneOffset(instant.getTime(), timeZone))
  return new Date(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
  )
}

/** The instant a browser Date's clock reading names in `timeZone` (the inverse of toWallClock). */
export function fromWallClock(local: Date, timeZone: string = site.timeZone): Date {
  const wall = Date.UTC(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    local.getHours(),
    local.getMinutes(),
    local.getSeconds(),
  )
  // The offset at the guess is the offset at the answer except across a change of offset, which a second look settles.
  const guess = wall - zoneOffset(wall, timeZone)
  return new Date(wall - zoneOffset(guess, timeZone))
}
