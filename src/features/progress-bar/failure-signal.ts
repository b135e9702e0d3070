/**
 * Lets an error boundary tell the progress bar that the navigation it shows
 * failed (spec §4: the bar's failure style), without either importing the other's state.
 */
const listeners = new Set<() => void>()

export function signalNavigationFailure(): void {
  listeners.forEach((l) => l())
}

export function onNavigationFailure(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
