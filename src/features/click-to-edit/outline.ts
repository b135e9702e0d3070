import type { adminUrl, fieldLabel, parseRef, EditRef } from './ref'

/** What the outline needs from ref.ts, handed over as text with it (script.ts). */
export type OutlineHelpers = {
  parseRef: typeof parseRef
  adminUrl: typeof adminUrl
  fieldLabel: typeof fieldLabel
  messageType: string
}

/**
 * Click-to-edit on a preview page: hovering or focusing an element marked `data-edit` outlines it and names its
 * field; a click (or Enter) opens that field in the admin — in the Live Preview panel around this frame by a
 * message, in a Preview tab by going to the document's edit view. Sent as text inside the preview banner
 * (script.ts), so it refers to nothing outside its body; the banner's attributes give the page's locale and words.
 */
export function startOutline({ parseRef, adminUrl, fieldLabel, messageType }: OutlineHelpers): void {
  const interactive = 'a, button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])'
  const words = () => {
    const banner = document.querySelector<HTMLElement>('[data-preview-banner]')?.dataset ?? {}
    return {
      locale: banner.editLocale === 'en' ? 'en' : 'pt',
      hint: banner.editHint ?? '',
      paragraph: banner.editParagraph ?? '¶',
    }
  }
  // The admin's field labels in the page's language (the banner's), per document type.
  let labels: Record<string, Record<string, string>> = {}
  try {
    labels = JSON.parse(document.querySelector<HTMLElement>('[data-preview-banner]')?.dataset.editLabels ?? '{}')
  } catch {}
  const box = document.createElement('div')
  const label = document.createElement('span')
  box.dataset.editOutline = ''
  box.setAttribute('aria-hidden', 'true')
  Object.assign(box.style, {
    position: 'fixed',
    zIndex: '2147483646',
    pointerEvents: 'none',
    outline: '2px solid #ffd23f',
    outlineOffset: '2px',
    boxShadow: '0 0 0 4px rgba(12, 12, 14, 0.6)',
    borderRadius: '2px',
    display: 'none',
  })
  Object.assign(label.style, {
    position: 'absolute',
    left: '-4px',
    bottom: '100%',
    marginBottom: '6px',
    padding: '2px 8px',
    font: '600 13px/1.5 system-ui, sans-serif',
    color: '#0c0c0e',
    background: '#ffd23f',
    borderRadius: '3px',
    whiteSpace: 'nowrap',
    maxWidth: '90vw',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  })
  box.append(label)
  // Read by screen readers when a marked element takes focus (its aria-describedby).
  const description = document.createElement('span')
  description.id = 'edit-outline-description'
  description.hidden = true
  document.body.append(box, description)

  let current: HTMLElement | null = null
  const place = () => {
    if (!current || !current.isConnected) return hide()
    const r = current.getBoundingClientRect()
    Object.assign(box.style, {
      display: 'block',
      left: `${r.left}px`,
      top: `${r.top}px`,
      width: `${r.width}px`,
      height: `${r.height}px`,
    })
    // Near the top of the view the name goes inside the box, where it stays visible.
    Object.assign(
      label.style,
      r.top < 32 ? { bottom: 'auto', top: '4px', left: '4px' } : { bottom: '100%', top: 'auto' },
    )
  }
  const hide = () => {
    current = null
    box.style.display = 'none'
  }
  const nameOf = (ref: EditRef) => {
    const { hint, paragraph } = words()
    const type = 'global' in ref ? `global:${ref.global}` : ref.collection
    return `${fieldLabel(ref.path, ref.node, paragraph, labels[type])} · ${hint}`
  }
  const show = (el: HTMLElement) => {
    const ref = parseRef(el.dataset.edit)
    if (!ref) return
    current = el
    label.textContent = nameOf(ref)
    place()
  }
  const marked = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('[data-edit]') : null

  // Keyboard: each marked element that is neither inside nor around a control takes focus (in a preview only).
  const focusable = new Set<HTMLElement>()
  const prepare = () => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-edit]')) {
      if (focusable.has(el) || el.closest(interactive) || el.querySelector(interactive)) continue
      const ref = parseRef(el.dataset.edit)
      if (!ref) continue
      el.tabIndex = 0
      el.setAttribute('aria-describedby', description.id)
      focusable.add(el)
    }
  }
  prepare()
  // Live Preview re-renders the page on every autosave: new marked elements take focus too.
  let pending = 0
  const changes = new MutationObserver(() => {
    cancelAnimationFrame(pending)
    pending = requestAnimationFrame(prepare)
  })
  changes.observe(document.body, { childList: true, subtree: true })

  const open = (el: HTMLElement, newTab: boolean) => {
    const ref = parseRef(el.dataset.edit)
    if (!ref) return
    const { locale } = words()
    if (window.parent !== window) {
      // To the admin around a Live Preview frame (same origin only): it focuses the field (admin/field-focus.tsx).
      window.parent.postMessage({ type: messageType, ref: el.dataset.edit, locale }, window.location.origin)
    } else if (newTab) window.open(adminUrl(ref, locale), '_blank', 'noopener')
    else window.location.assign(adminUrl(ref, locale))
  }

  const onOver = (e: Event) => {
    const el = marked(e.target)
    if (el) show(el)
    else if (e.type === 'pointerover') hide()
  }
  const onFocus = (e: FocusEvent) => {
    const el = marked(e.target)
    if (el) {
      show(el)
      description.textContent = label.textContent
    } else hide()
  }
  const onClick = (e: MouseEvent) => {
    const el = marked(e.target)
    if (!el || e.button !== 0) return
    e.preventDefault()
    e.stopPropagation()
    open(el, e.metaKey || e.ctrlKey)
  }
  const onKey = (e: KeyboardEvent) => {
    const el = e.target instanceof HTMLElement && e.target.hasAttribute('data-edit') ? e.target : null
    if (!el || e.target !== el || (e.key !== 'Enter' && e.key !== ' ')) return
    e.preventDefault()
    open(el, e.metaKey || e.ctrlKey)
  }
  const onLeave = () => hide()

  document.addEventListener('pointerover', onOver)
  document.addEventListener('focusin', onFocus)
  document.addEventListener('click', onClick, true)
  document.addEventListener('keydown', onKey)
  document.documentElement.addEventListener('pointerleave', onLeave)
  window.addEventListener('scroll', place, { passive: true, capture: true })
  window.addEventListener('resize', place)
}
