/**
 * Whether this page load reports its Web Vitals: never for a visitor whose browser sends Global Privacy Control,
 * nor where sendBeacon is missing, and otherwise for a `sampleRate` share of page loads (`random` in [0, 1)).
 */
export function mayReport(
  browser: { globalPrivacyControl?: unknown; sendBeacon?: unknown },
  sampleRate: number,
  random: number,
): boolean {
  if (browser.globalPrivacyControl === true) return false
  if (typeof browser.sendBeacon !== 'function') return false
  return random < sampleRate
}

/**
 * VITALS_SAMPLE_RATE as a share of page loads: a number from 0 (none) to 1 (every one, the default, also for a value
 * that is not such a number).
 */
export function sampleRate(raw: string | undefined): number {
  const text = raw?.trim()
  if (!text) return 1
  const rate = Number(text)
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : 1
}
