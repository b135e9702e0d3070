/**
 * What a finished pointer gesture on a carousel means (spec §9 gesture constants).
 * A tap is short and still; a swipe moved past the threshold or was fast enough.
 */
export type Gesture = 'next' | 'prev' | 'tap' | 'none'

export type SwipeRules = { swipeThresholdPx: number; swipeVelocity: number; tapTimeMs: number }

export function classifyGesture(dx: number, dy: number, durationMs: number, rules: SwipeRules): Gesture {
  const distance = Math.abs(dx)
  const still = distance < rules.swipeThresholdPx && Math.abs(dy) < rules.swipeThresholdPx
  if (still) return durationMs <= rules.tapTimeMs ? 'tap' : 'none'
  // Mostly vertical: the visitor is scrolling the page, not the carousel.
  if (Math.abs(dy) > distance) return 'none'
  const velocity = distance / Math.max(durationMs, 1)
  if (distance >= rules.swipeThresholdPx * 6 || velocity >= rules.swipeVelocity) return dx < 0 ? 'next' : 'prev'
  return 'none'
}
