// Written by hand: two small functions over requestIdleCallback; the packages that wrap it bring
// task queues and priorities this site does not use.

/** A callback waiting to run; `cancel()` calls it off (safe to call after it ran). */
export type Scheduled = { cancel(): void }

/**
 * `fn` once the browser is idle, at the latest after `timeoutMs`. Where requestIdleCallback is
 * missing (Safari), after `timeoutMs`.
 */
export function whenIdle(fn: () => void, timeoutMs: number): Scheduled {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const id = globalThis.requestIdleCallback(fn, { timeout: timeoutMs })
    return { cancel: () => globalThis.cancelIdleCallback(id) }
  }
  const id = setTimeout(fn, timeoutMs)
  return { cancel: () => clearTimeout(id) }
}

/**
 * `fn` after the page's `load` event (counted from now if it has fired), `delayMs` later, and then
 * once the browser is idle (at most `idleTimeoutMs`): for work a first visit can wait for, so it
 * does not land on the page's own loading and hydration.
 */
export function afterLoadWhenIdle(
  fn: () => void,
  { delayMs = 0, idleTimeoutMs }: { delayMs?: number; idleTimeoutMs: number },
): Scheduled {
  let idle: Scheduled | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const idleThen = () => {
    idle = whenIdle(fn, idleTimeoutMs)
  }
  const afterLoad = () => {
    if (delayMs > 0) timer = setTimeout(idleThen, delayMs)
    else idleThen()
  }
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
  return {
    cancel: () => {
      window.removeEventListener('load', afterLoad)
      clearTimeout(timer)
      idle?.cancel()
    },
  }
}
