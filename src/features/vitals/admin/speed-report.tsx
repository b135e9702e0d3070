import { rating, type Device } from '../metrics'
import { viewMetrics, windows, type P75, type SpeedSummary, type ViewMetric } from '../server/speed'
import { DailyChart } from './chart'
import { formatValue } from './format'
import { speedTexts, type SpeedLanguage } from './texts'
import styles from './speed.module.css'

/**
 * The Speed view's content (speed-view.tsx reads the data): per device, a table of page kinds × the p75 of LCP, INP
 * and CLS over 7 and 28 days, each value coloured by its rating (and named, for screen readers), with its number of
 * samples; then a chart per metric over the days. Static markup: the wide tables scroll in a focusable region.
 */
export function SpeedReport({ summary, language }: { summary: SpeedSummary; language: SpeedLanguage }) {
  const t = speedTexts[language]
  const empty = !summary.pages.phone.length && !summary.pages.desktop.length
  return (
    <div className={styles.speed} data-testid="speed-view">
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.text}>{t.intro}</p>
      <p className={styles.text}>{t.thresholds}</p>
      <ul className={styles.legend}>
        {(['good', 'needs-improvement', 'poor'] as const).map((r) => (
          <li key={r}>
            <span className={`${styles.pill} ${styles[r]}`}>{t.ratings[r]}</span>
          </li>
        ))}
      </ul>
      {empty ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        (['phone', 'desktop'] as const).map((device) =>
          summary.pages[device].length ? (
            <DeviceTable key={device} device={device} rows={summary.pages[device]} language={language} />
          ) : null,
        )
      )}
      {empty ? null : (
        <section aria-labelledby="speed-daily" className={styles.section}>
          <h2 id="speed-daily" className={styles.heading}>
            {t.chartsTitle}
          </h2>
          <p className={styles.text}>
            <LineSample dashed={false} /> {t.devices.phone} ({t.lines.phone}) · <LineSample dashed />{' '}
            {t.devices.desktop} ({t.lines.desktop})
          </p>
          <div className={styles.charts}>
            {viewMetrics.map((m) => (
              <DailyChart key={m} metric={m} days={summary.days} series={summary.daily[m]} language={language} />
            ))}
          </div>
        </section>
      )}
      <p className={styles.note}>
        {t.rounding} {t.devicesNote} {t.privacy}
      </p>
    </div>
  )
}

function DeviceTable({
  device,
  rows,
  language,
}: {
  device: Device
  rows: SpeedSummary['pages'][Device]
  language: SpeedLanguage
}) {
  const t = speedTexts[language]
  const heading = `speed-${device}`
  return (
    <section className={styles.section} data-device={device}>
      <h2 id={heading} className={styles.heading}>
        {t.devices[device]}
      </h2>
      <div className={styles.scroll} role="region" aria-labelledby={heading} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                {t.page}
              </th>
              {viewMetrics.map((m) => (
                <th key={m} scope="colgroup" colSpan={windows.length}>
                  {m}
                </th>
              ))}
            </tr>
            <tr>
              {viewMetrics.flatMap((m) =>
                windows.map((w) => (
                  <th key={`${m}-${w}`} scope="col">
                    {t.days(w)}
                  </th>
                )),
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.page} data-page={row.page}>
                <th scope="row">{t.pages[row.page]}</th>
                {viewMetrics.flatMap((m) =>
                  windows.map((w) => (
                    <Cell key={`${m}-${w}`} metric={m} days={w} value={row.p75[m][w]} language={language} />
                  )),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function Cell({
  metric,
  days,
  value,
  language,
}: {
  metric: ViewMetric
  days: number
  value: P75
  language: SpeedLanguage
}) {
  const t = speedTexts[language]
  if (!value)
    return (
      <td data-metric={metric} data-days={days} data-samples={0}>
        <span className={styles.samples}>{t.none}</span>
      </td>
    )
  const r = value.above ? 'poor' : rating(metric, value.value)
  return (
    <td data-metric={metric} data-days={days} data-samples={value.samples} data-rating={r}>
      <span className={`${styles.pill} ${styles[r]}`} data-value>
        {formatValue(metric, value, language)}
      </span>
      <span className={styles.visuallyHidden}> {t.ratings[r]}</span>
      <span className={styles.samples}>{t.samples(value.samples)}</span>
    </td>
  )
}

function LineSample({ dashed }: { dashed: boolean }) {
  return (
    <svg width="24" height="8" aria-hidden="true" className={styles.lineSample}>
      <line x1="0" y1="4" x2="24" y2="4" strokeDasharray={dashed ? '4 3' : undefined} />
    </svg>
  )
}
