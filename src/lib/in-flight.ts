/**
 * Requests of the shared `/api` client still under way (spec §7: "with a progress
 * indicator"). A tiny store the progress bar subscribes to; no React here.
 */
export type InFlightEvent = { count: number; failed: boolean }
type Listener = (event: InFlightEvent) => void

export function createInFlight() {
  let count = 0
  const listeners = new Set<Listener>()
  const emit = (failed: boolean) => listeners.forEach((l) => l({ count, failed }))
  return {
    /** Marks a request as started; call the returned function once when it ends. */
    begin(): (outcome?: { failed: boolean }) => void {
      count++
      emit(false)
      let ended = false
      return (outcome) => {
        if (ended) return
        ended = true
        count--
        emit(Boolean(outcome?.failed))
      }
    },
    count: () => count,
    subscribe(listener: Listener): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/** The one store of the site's `/api` client. */
export const inFlight = createInFlight()
