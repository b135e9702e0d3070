/**
 * Minimum display time of loading states (spec §9: 200 ms), so a spinner that
 * appears never flashes for a frame: it shows at once and, once shown, stays
 * until it has been visible for `minMs`.
 */

/** Time still to wait, at `now`, for a state shown at `shownAt` to have lasted `minMs`. */
export function remainingDisplayMs(shownAt: number, now: number, minMs: number): number {
  return Math.max(0, shownAt + minMs - now)
}

export type MinimumDelay = { set(active: boolean): void; cancel(): void }

/** Follows a busy flag and tells `onChange` when the loading state should be shown or hidden. */
export function createMinimumDelay(
  minMs: number,
  onChange: (shown: boolean) => void,
  now: () => number = Date.now,
): MinimumDelay {
  let shown = false
  let shownAt = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const hide = () => {
    timer = undefined
    shown = false
    onChange(false)
  }
  return {
    set(active) {
      if (active) {
        // Busy again before the hide: keep showing, as one continuous state.
        clearTimeout(timer)
        timer = undefined
        if (!shown) {
          shown = true
          shownAt = now()
          onChange(true)
        }
        return
      }
      if (!shown || timer !== undefined) return
      const wait = remainingDisplayMs(shownAt, now(), minMs)
      if (wait === 0) hide()
      else timer = setTimeout(hide, wait)
    },
    cancel() {
      clearTimeout(timer)
      timer = undefined
    },
  }
}
