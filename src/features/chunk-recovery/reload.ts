import { browser } from '@/config/browser'
import { parseReloadStamp, shouldReloadForChunkError } from '@/lib/chunk-reload'

const KEY = 'chunk-reload-at'

/**
 * Reloads the page to pick up the new deploy's scripts (spec §8), unless it did so
 * less than a minute ago in this tab. Returns whether a reload is under way.
 * Without sessionStorage the guard cannot work, so it never reloads: better the
 * error page than a loop.
 */
export function reloadForChunkError(): boolean {
  try {
    const now = Date.now()
    if (!shouldReloadForChunkError(parseReloadStamp(sessionStorage.getItem(KEY)), now, browser.chunk.reloadGuardMs))
      return false
    sessionStorage.setItem(KEY, String(now))
  } catch {
    return false
  }
  window.location.reload()
  return true
}
