/**
 * Watches the router's page-payload requests (the `rsc: 1` fetches Next makes for
 * a navigation) by wrapping `window.fetch`, the one place they pass through:
 *
 * - a navigation whose payload fails (network error, 5xx) is reported, so the bar
 *   turns to its error style while Next falls back to a full page load;
 * - each payload load gets the spec's timeout (§7: 120 s). Next has no setting for
 *   it; an aborted payload makes Next fall back to a full page load, as for any
 *   failure. Script chunks are loaded by the bundler's runtime through <script>
 *   tags, which offers no timeout hook: those keep the browser's own timeout.
 *
 * Prefetches are left alone apart from the timeout: a failed prefetch is not a
 * failed navigation.
 */
type Options = { timeoutMs: number; onFail: () => void }

function withTimeout(signal: AbortSignal | null | undefined, ms: number): AbortSignal | null | undefined {
  if (typeof AbortSignal.timeout !== 'function') return signal
  const timeout = AbortSignal.timeout(ms)
  if (!signal) return timeout
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal
}

export function observeRscFetches({ timeoutMs, onFail }: Options): () => void {
  const original = window.fetch
  const wrapped: typeof window.fetch = (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    if (headers.get('rsc') !== '1') return original.call(window, input, init)
    const prefetch = headers.get('next-router-prefetch') === '1'
    const pending = original.call(window, input, { ...init, signal: withTimeout(init?.signal, timeoutMs) })
    if (!prefetch) {
      pending.then(
        (res) => res.status >= 500 && onFail(),
        () => !init?.signal?.aborted && onFail(),
      )
    }
    return pending
  }
  window.fetch = wrapped
  return () => {
    if (window.fetch === wrapped) window.fetch = original
  }
}
