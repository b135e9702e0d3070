/** In the admin's edit view: find a field by its path, open what hides it, scroll to it and focus it. */

const focusables = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"], button, [tabindex="0"]'

/** The element Payload renders for a field path: rich text carries the path, others an id made from it. */
export function fieldElement(root: ParentNode, path: string): HTMLElement | null {
  return (
    root.querySelector<HTMLElement>(`[data-field-path="${CSS.escape(path)}"]`) ??
    root.querySelector<HTMLElement>(`#${CSS.escape(`field-${path.replace(/\./g, '__')}`)}`)
  )
}

function openCollapsedAround(el: HTMLElement) {
  for (let at = el.parentElement; at; at = at.parentElement) {
    if (at.classList.contains('collapsible--collapsed'))
      at.querySelector<HTMLElement>('.collapsible__toggle--collapsed')?.click()
  }
}

/** Focus the field (and in rich text, put the caret at the start of its top-level node `node`). */
export function focusField(el: HTMLElement, node?: number): boolean {
  openCollapsedAround(el)
  const target = el.matches(focusables) ? el : el.querySelector<HTMLElement>(focusables)
  el.scrollIntoView({ block: 'center' })
  if (!target) return false
  target.focus({ preventScroll: true })
  const block = node !== undefined && target.isContentEditable ? target.children[node] : undefined
  if (block) {
    const range = document.createRange()
    range.setStart(block, 0)
    range.collapse(true)
    const selection = window.getSelection()
    selection?.removeAllRanges()
    selection?.addRange(range)
    block.scrollIntoView({ block: 'center' })
  }
  return true
}

/** Wait (without polling a clock) until the field is rendered, then focus it; false when it never shows up. */
export function focusWhenRendered(path: string, node: number | undefined, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const attempt = () => {
      const el = fieldElement(document, path)
      if (!el) return false
      // Lexical mounts its editable element after the field's wrapper.
      if (el.hasAttribute('data-field-path') && !el.querySelector('[contenteditable="true"]')) return false
      observer.disconnect()
      // One frame later: after the edit view's own first focus and scroll.
      requestAnimationFrame(() => resolve(focusField(el, node)))
      return true
    }
    const observer = new MutationObserver(() => void attempt())
    signal.addEventListener('abort', () => {
      observer.disconnect()
      resolve(false)
    })
    if (!attempt()) observer.observe(document.body, { childList: true, subtree: true, attributes: true })
  })
}
