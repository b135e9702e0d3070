/**
 * Whether links may prefetch their targets now (spec §4): never offline, on a
 * 2g-class connection, or with the browser's data saver on. Browsers without the
 * Network Information API (Safari, Firefox) only report being online.
 */
export type ConnectionState = {
  online: boolean
  effectiveType?: string
  saveData?: boolean
}

export function shouldPrefetch(state: ConnectionState, skipEffectiveTypes: readonly string[]): boolean {
  if (!state.online) return false
  if (state.saveData) return false
  if (state.effectiveType && skipEffectiveTypes.includes(state.effectiveType)) return false
  return true
}
