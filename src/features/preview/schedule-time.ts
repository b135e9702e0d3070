import { fromWallClock, toWallClock } from '@/lib/dates'

/**
 * The instant to schedule for a day and a clock time read off the picker (São Paulo's clock, shown in the browser's
 * zone). A click on a day says nothing of the time (the picker puts its earliest allowed time there, midnight or the
 * moment the drawer opened): it keeps the time chosen before, or takes the next `interval`-minute slot's. A time
 * already past becomes that next slot, so a day click never sets a time in the past.
 */
export function futureTime(day: Date, clock: Date | null, now: Date, interval: number): Date {
  const step = interval * 60_000
  const next = new Date(Math.floor(now.getTime() / step) * step + step)
  const time = clock ?? toWallClock(next)
  const at = new Date(day)
  at.setHours(time.getHours(), time.getMinutes(), 0, 0)
  const instant = fromWallClock(at)
  return instant.getTime() > now.getTime() ? instant : next
}
