/** In the admin's edit view: find a field by its path, open what hides it, scroll to it and focus it. */

const focusables = 'input:not([type="hidden"]):not([type="file"]), textarea, select, [contenteditable="true"], button'

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

/**
 * Focus the field's first visible control (in rich text, with the caret at the start of its top-level node `node`).
 * False while it has none that takes focus, e.g. an upload still loading its document.
 */
export function focusField(el: HTMLElement, node?: number): boolean {
  openCollapsedAround(el)
  // Rich text: its editable area, not its toolbar's buttons.
  const editable = el.querySelectorAll<HTMLElement>('[contenteditable="true"]')
  const candidates = [el, ...editable, ...el.querySelectorAll<HTMLElement>(focusables)].filter(
    (c) => c.matches(focusables) && c.getClientRects().length > 0,
  )
  const target = candidates.find((c) => {
    c.focus({ preventScroll: true })
    return document.activeElement === c
  })
  if (!target) return false
  const block = node !== undefined && target.isContentEditable ? target.children[node] : undefined
  if (block) {
    const range = document.createRange()
    range.setStart(block, 0)
    range.collapse(true)
    const selection = window.getSelection()
    selection?.removeAllRanges()
    selection?.addRange(range)
  }
  ;(block ?? el).scrollIntoView({ block: 'center' })
  return true
}

/** Focus the field once it is rendered and can take focus (watching the page, no clock); false if aborted first. */
export function focusWhenRendered(path: string, node: number | undefined, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const attempt = () => {
      const el = fieldElement(document, path)
      // Lexical mounts its editable area after the field's wrapper.
      if (!el || (el.hasAttribute('data-field-path') && !el.querySelector('[contenteditable="true"]'))) return false
      if (!focusField(el, node)) return false
      observer.disconnect()
      resolve(true)
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
