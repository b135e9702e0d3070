import { thresholds } from '../metrics'
import type { P75, ViewMetric } from '../server/speed'
import { formatDay, formatValue } from './format'
import { speedTexts, type SpeedLanguage } from './texts'
import styles from './speed.module.css'

const width = 300
const height = 132
const plot = { left: 44, right: 292, top: 8, bottom: 108 }

/**
 * One metric's p75 per day, phone (solid) and desktop (dashed), over bands coloured by Google's thresholds. Drawn on
 * the server as SVG: no chart library, no script. A day without samples breaks the line.
 */
export function DailyChart({
  metric,
  days,
  series,
  language,
}: {
  metric: ViewMetric
  days: string[]
  series: Record<'phone' | 'desktop', P75[]>
  language: SpeedLanguage
}) {
  const t = speedTexts[language]
  const { good, poor } = thresholds[metric]
  const values = [...series.phone, ...series.desktop].flatMap((p) => (p ? [p.value] : []))
  const top = Math.max(poor * 1.6, ...values)
  const x = (i: number) => plot.left + (i * (plot.right - plot.left)) / Math.max(1, days.length - 1)
  const y = (v: number) => plot.bottom - (Math.min(v, top) / top) * (plot.bottom - plot.top)
  const id = `speed-chart-${metric}`
  const latest = (device: 'phone' | 'desktop') => {
    const last = series[device].findLast((p) => p !== null)
    return t.latest(t.devices[device], last ? formatValue(metric, last, language) : t.none)
  }
  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className={styles.chartSvg}
      >
        <title id={`${id}-title`}>{t.chart(metric)}</title>
        <desc id={`${id}-desc`}>{`${latest('phone')}. ${latest('desktop')}.`}</desc>
        <rect
          className={styles.bandGood}
          x={plot.left}
          y={y(good)}
          width={plot.right - plot.left}
          height={plot.bottom - y(good)}
        />
        <rect
          className={styles.bandImprove}
          x={plot.left}
          y={y(poor)}
          width={plot.right - plot.left}
          height={y(good) - y(poor)}
        />
        <rect
          className={styles.bandPoor}
          x={plot.left}
          y={plot.top}
          width={plot.right - plot.left}
          height={y(poor) - plot.top}
        />
        {[good, poor].map((v) => (
          <text key={v} x={plot.left - 4} y={y(v) + 3} textAnchor="end" className={styles.axis}>
            {formatValue(metric, { value: v, above: false }, language)}
          </text>
        ))}
        <text x={plot.left} y={height - 6} className={styles.axis}>
          {formatDay(days[0], language)}
        </text>
        <text x={plot.right} y={height - 6} textAnchor="end" className={styles.axis}>
          {formatDay(days[days.length - 1], language)}
        </text>
        {(['phone', 'desktop'] as const).map((device) => (
          <g key={device} className={device === 'phone' ? styles.linePhone : styles.lineDesktop}>
            <path d={linePath(series[device], x, y)} fill="none" />
            {series[device].map((p, i) => (p ? <circle key={days[i]} cx={x(i)} cy={y(p.value)} r={2} /> : null))}
          </g>
        ))}
      </svg>
      <figcaption className={styles.chartCaption}>{metric}</figcaption>
    </figure>
  )
}

/** An SVG path through the days that have a value, broken where one has none. */
export function linePath(points: P75[], x: (i: number) => number, y: (v: number) => number): string {
  let d = ''
  let drawing = false
  points.forEach((p, i) => {
    if (!p) return void (drawing = false)
    d += `${drawing ? 'L' : 'M'}${x(i).toFixed(1)} ${y(p.value).toFixed(1)} `
    drawing = true
  })
  return d.trim()
}
