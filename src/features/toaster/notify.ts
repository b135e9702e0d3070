/**
 * Raising a toast from anywhere: `notify.success(message)`, `notify.error(message, { description })`.
 * sonner (the toaster) is not part of any page's first load: the first toast asks the shell's
 * Toaster to load it, and toasts raised meanwhile wait in this queue (a few milliseconds on a
 * visit that raises one; nothing at all on the many that never do).
 */
export type ToastKind = 'success' | 'error' | 'message'
export type ToastRequest = { kind: ToastKind; message: string; description?: string }

type State = {
  queue: ToastRequest[]
  wanted: boolean
  listeners: Set<() => void>
  deliver: ((t: ToastRequest) => void) | null
}
// One per page, whichever bundle (route, island) imports this module.
const KEY = Symbol.for('studio.toaster')
const state = (): State =>
  ((globalThis as Record<symbol, State>)[KEY] ??= { queue: [], wanted: false, listeners: new Set(), deliver: null })

function raise(request: ToastRequest) {
  const s = state()
  if (s.deliver) return s.deliver(request)
  s.queue.push(request)
  if (!s.wanted) {
    s.wanted = true
    s.listeners.forEach((l) => l())
  }
}

export const notify = {
  success: (message: string, options?: { description?: string }) => raise({ kind: 'success', message, ...options }),
  error: (message: string, options?: { description?: string }) => raise({ kind: 'error', message, ...options }),
}

/** For the Toaster: whether a toast has been asked for, and a way to hear when one is. */
export function toastWanted(): boolean {
  return state().wanted
}
export function onToastWanted(listener: () => void): () => void {
  state().listeners.add(listener)
  return () => state().listeners.delete(listener)
}

/** For the loaded toaster: takes the waiting toasts, and shows later ones at once. */
export function attachToaster(deliver: (t: ToastRequest) => void): () => void {
  const s = state()
  s.deliver = deliver
  s.queue.splice(0).forEach(deliver)
  return () => {
    if (s.deliver === deliver) s.deliver = null
  }
}
