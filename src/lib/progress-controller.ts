/**
 * The navigation progress bar's timing (spec §4, §9), apart from any DOM:
 * work shorter than the throttle never shows the bar; once shown, it completes
 * and hides `hideDelayMs` after the work ends; a failure shows the error style.
 */
export type ProgressPhase = 'idle' | 'loading' | 'done' | 'error'

export type ProgressTimings = { throttleMs: number; hideDelayMs: number; errorHoldMs: number }

export type ProgressController = {
  /** Whether anything (a navigation, an API request) is under way. */
  setActive(active: boolean): void
  fail(): void
  dispose(): void
}

export function createProgressController(
  timings: ProgressTimings,
  onPhase: (phase: ProgressPhase) => void,
): ProgressController {
  let phase: ProgressPhase = 'idle'
  let active = false
  let throttle: ReturnType<typeof setTimeout> | undefined
  let hide: ReturnType<typeof setTimeout> | undefined

  const go = (next: ProgressPhase) => {
    if (next === phase) return
    phase = next
    onPhase(next)
  }
  const clear = () => {
    clearTimeout(throttle)
    clearTimeout(hide)
    throttle = hide = undefined
  }
  const hideAfter = (ms: number) => {
    hide = setTimeout(() => {
      hide = undefined
      go('idle')
    }, ms)
  }

  return {
    setActive(next) {
      if (next === active) return
      active = next
      if (next) {
        if (phase === 'idle') {
          throttle ??= setTimeout(() => {
            throttle = undefined
            if (active) go('loading')
          }, timings.throttleMs)
        } else {
          // Still on screen from the last run (done or error): carry on without a new throttle.
          clear()
          go('loading')
        }
        return
      }
      if (throttle !== undefined) {
        // Finished within the throttle: the bar never appears.
        clear()
        return
      }
      if (phase === 'loading') {
        go('done')
        hideAfter(timings.hideDelayMs)
      }
    },
    fail() {
      clear()
      active = false
      go('error')
      hideAfter(timings.errorHoldMs)
    },
    dispose: clear,
  }
}
