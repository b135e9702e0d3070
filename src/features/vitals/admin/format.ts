import type { MetricName } from '../metrics'
import type { SpeedLanguage } from './texts'

const tags: Record<SpeedLanguage, string> = { pt: 'pt-BR', en: 'en-US' }

/** A p75 as the Speed view shows it: CLS as a score, INP in ms, the others in s from one second up. */
export function formatValue(metric: MetricName, p: { value: number; above: boolean }, language: SpeedLanguage): string {
  const number = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(tags[language], options)
  let text: string
  if (metric === 'CLS') text = number({ minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(p.value)
  else if (metric !== 'INP' && p.value >= 1000)
    text = `${number({ maximumFractionDigits: 1 }).format(p.value / 1000)} s`
  else text = `${number({ maximumFractionDigits: 0 }).format(p.value)} ms`
  return p.above ? `> ${text}` : text
}

/** A day (YYYY-MM-DD) as a short date: 27/11, 11/27. */
export function formatDay(day: string, language: SpeedLanguage): string {
  return new Intl.DateTimeFormat(tags[language], { day: 'numeric', month: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  )
}
