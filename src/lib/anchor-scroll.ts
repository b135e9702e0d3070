/**
 * In-page anchor scrolling over a fixed duration (spec §9: 500 ms), which CSS
 * `scroll-behavior` cannot set. The numbers only; the DOM side lives in the app shell.
 */

export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t))
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2
}

/** Scroll position `elapsedMs` into an animation from `from` to `to` lasting `durationMs`. */
export function scrollAt(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to
  return from + (to - from) * easeInOutCubic(elapsedMs / durationMs)
}

/** `scroll-padding-top` as computed (`88px`, or `auto`), in pixels. */
export function parseScrollPadding(value: string): number {
  const px = Number.parseFloat(value)
  return Number.isFinite(px) ? px : 0
}

/**
 * Where the page must scroll so the target sits below the sticky header, the way
 * the browser would honour `scroll-padding-top`, kept within the scrollable range.
 */
export function anchorScrollTop(
  targetTopInViewport: number,
  scrollY: number,
  scrollPaddingTop: number,
  maxScroll: number,
): number {
  const top = targetTopInViewport + scrollY - scrollPaddingTop
  return Math.round(Math.min(Math.max(0, top), Math.max(0, maxScroll)))
}
