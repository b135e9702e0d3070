/**
 * While offline, form submit buttons are disabled and pointed at the banner's
 * explanation (spec §4). Forms that follow `useOnline()` themselves opt out with
 * `data-offline-aware`; for the others, this is the fallback. Only buttons this
 * module disabled are enabled again.
 */
const SUBMITS = 'form:not([data-offline-aware]) :is(button:not([type]), button[type="submit"], input[type="submit"])'
const MARK = 'data-offline-disabled'

function disableAll(explanationId: string) {
  document.querySelectorAll<HTMLButtonElement | HTMLInputElement>(SUBMITS).forEach((button) => {
    if (button.disabled || button.hasAttribute(MARK)) return
    button.setAttribute(MARK, button.getAttribute('aria-describedby') ?? '')
    button.setAttribute('aria-describedby', `${button.getAttribute('aria-describedby') ?? ''} ${explanationId}`.trim())
    button.disabled = true
  })
}

export function disableSubmitsWhileOffline(explanationId: string): () => void {
  disableAll(explanationId)
  // Forms that appear while offline (a menu, a dialog) get the same treatment.
  const observer = new MutationObserver(() => disableAll(explanationId))
  observer.observe(document.body, { childList: true, subtree: true })
  return () => {
    observer.disconnect()
    document.querySelectorAll<HTMLButtonElement | HTMLInputElement>(`[${MARK}]`).forEach((button) => {
      const describedBy = button.getAttribute(MARK)
      if (describedBy) button.setAttribute('aria-describedby', describedBy)
      else button.removeAttribute('aria-describedby')
      button.removeAttribute(MARK)
      button.disabled = false
    })
  }
}
