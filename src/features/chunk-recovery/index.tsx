'use client'

import { useEffect, useState } from 'react'
import { isChunkLoadError } from '@/lib/chunk-reload'
import { reloadForChunkError } from './reload'

export { reloadForChunkError } from './reload'

/**
 * Chunk failures outside rendering (a lazy import in an event handler, a
 * prefetch): reload once under the same guard. Failures during rendering reach
 * the error boundaries, which use `useChunkErrorRecovery`.
 */
export function ChunkRecovery() {
  useEffect(() => {
    const onRejection = (e: PromiseRejectionEvent) => isChunkLoadError(e.reason) && reloadForChunkError()
    const onError = (e: ErrorEvent) => isChunkLoadError(e.error) && reloadForChunkError()
    window.addEventListener('unhandledrejection', onRejection)
    window.addEventListener('error', onError)
    return () => {
      window.removeEventListener('unhandledrejection', onRejection)
      window.removeEventListener('error', onError)
    }
  }, [])
  return null
}

/**
 * For an error boundary: true while the page reloads to recover from a chunk
 * failure (render nothing then, so the error page does not flash); false when the
 * error must be shown, including a second chunk failure within the guard window.
 */
export function useChunkErrorRecovery(error: unknown): boolean {
  const chunk = isChunkLoadError(error)
  const [reloading, setReloading] = useState(chunk)
  useEffect(() => {
    if (chunk && !reloadForChunkError()) setReloading(false)
  }, [chunk, error])
  return chunk && reloading
}
