'use client'

/**
 * Loads the page again. On the offline page the address is still the one the
 * visitor asked for (the service worker answered it with this page), so a
 * reload tries that page again.
 */
export function RetryButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.location.reload()}>
      {label}
    </button>
  )
}
