import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'
import { beaconMaxMetrics, beaconPath, type BeaconContext, type BeaconMetric } from './beacon'

let started = false
let send = () => {}

/**
 * Loaded after the page (reporter.tsx): web-vitals reads what the browser buffered since the navigation began, so
 * starting late loses nothing. Metrics wait in a queue and leave in one beacon whenever the page is hidden or
 * unloaded (web-vitals' own advice: the last moment a page is sure to have). Each metric is sent once: CLS and INP are
 * reported again at a later hide when they grew, and a histogram cannot take back the first value.
 */
export function startReporting(context: BeaconContext): void {
  if (started) return
  started = true
  const queue: BeaconMetric[] = []
  const sent = new Set<string>()
  const add = (metric: Metric) => {
    if (sent.has(metric.id)) return
    sent.add(metric.id)
    const value = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value)
    queue.push({ name: metric.name, value, navigation: metric.navigationType })
  }
  onCLS(add)
  onFCP(add)
  onINP(add)
  onLCP(add)
  onTTFB(add)
  send = () => {
    while (queue.length) {
      const metrics = queue.splice(0, beaconMaxMetrics)
      navigator.sendBeacon(beaconPath, JSON.stringify({ ...context, metrics }))
    }
  }
  // After web-vitals' own listeners (capture phase), which report LCP, CLS and INP on the same event.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send())
  addEventListener('pagehide', send)
  document.documentElement.dataset.vitals = 'on'
}

/** Sends what is queued now: the visitor left the landing page for another through the router, not by unloading. */
export function flush(): void {
  send()
}
