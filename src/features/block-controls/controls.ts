import type { BlockWords } from './messages'

/**
 * A Live Preview page's block controls: on each block (`[data-block]`, marked in previews only), on hover or when
 * focus is inside it, buttons to move it up or down, duplicate, hide or show, delete, and add a block below it. Each
 * posts a message to the admin around the frame (admin/arranger.tsx), which changes the form and saves the draft;
 * the page re-renders with it. Ctrl/⌘-Z on a control asks the admin to undo. Sent as text inside the outline script
 * (click-to-edit/script.ts), so it refers to nothing outside its body.
 */
export function startBlockControls({ messageType }: { messageType: string }): void {
  if (window.parent === window) return
  const toolbarOf = (el: HTMLElement) => el.querySelector<HTMLElement>(':scope > [data-block-controls]')
  const visible = (el: HTMLElement, on: boolean) => {
    const bar = toolbarOf(el)
    if (bar) bar.style.opacity = on ? '1' : '0'
  }
  const blockAt = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('[data-block]') : null
  // The block under the pointer (a phone's last tap), followed from the first moment: a tap while the page still
  // loads, or before the toolbars were built, shows that block's controls once they are.
  let hovered: HTMLElement | null = null
  document.addEventListener('pointerover', (e) => {
    const el = blockAt(e.target)
    if (el === hovered) return
    if (hovered && !hovered.contains(document.activeElement)) visible(hovered, false)
    hovered = el
    if (el) visible(el, true)
  })
  // The rest needs the banner's words and the blocks: once the page is parsed.
  const begin = () => {
    const banner = document.querySelector<HTMLElement>('[data-preview-banner]')
    let words: BlockWords
    try {
      words = JSON.parse(banner?.dataset.blockWords ?? '')
    } catch {
      return
    }
    const status = document.createElement('div')
    status.setAttribute('role', 'status')
    Object.assign(status.style, {
      position: 'fixed',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
    })
    document.body.append(status)

    const blocks = () => Array.from(document.querySelectorAll<HTMLElement>('[data-block]'))
    const nameOf = (el: HTMLElement) =>
      `${words.types[el.dataset.blockType ?? ''] ?? el.dataset.blockType} (${Number(el.dataset.block) + 1})`
    const send = (el: HTMLElement, action: string, blockType?: string) => {
      const index = Number(el.dataset.block)
      window.parent.postMessage(
        { type: messageType, action, index, blockType, doc: el.dataset.blockDoc },
        location.origin,
      )
      if (action !== 'undo') status.textContent = `${(words.done as Record<string, string>)[action]}: ${nameOf(el)}`
    }

    const button = (text: string, label: string, onClick: () => void) => {
      const b = document.createElement('button')
      b.type = 'button'
      b.textContent = text
      b.setAttribute('aria-label', label)
      b.title = label
      Object.assign(b.style, {
        font: '600 13px/1 system-ui, sans-serif',
        color: '#0c0c0e',
        background: '#ffd23f',
        border: '0',
        borderRadius: '3px',
        padding: '6px 8px',
        minWidth: '28px',
        minHeight: '28px',
        cursor: 'pointer',
        pointerEvents: 'auto',
      })
      b.addEventListener('click', (e) => {
        e.preventDefault()
        e.stopPropagation()
        onClick()
      })
      return b
    }

    const build = (el: HTMLElement) => {
      const bar = document.createElement('div')
      bar.dataset.blockControls = ''
      bar.setAttribute('role', 'toolbar')
      bar.setAttribute('aria-label', `${words.toolbar}: ${nameOf(el)}`)
      Object.assign(bar.style, {
        position: 'absolute',
        top: '8px',
        right: '8px',
        left: '8px',
        justifyContent: 'flex-end',
        pointerEvents: 'none',
        zIndex: '2147483647',
        display: 'flex',
        flexWrap: 'wrap',
        gap: '4px',
        padding: '4px',
        borderRadius: '4px',
        opacity: '0',
      })
      const count = blocks().length
      const index = Number(el.dataset.block)
      const hidden = el.dataset.blockHidden !== undefined
      const up = button('↑', `${words.up}: ${nameOf(el)}`, () => send(el, 'up'))
      const down = button('↓', `${words.down}: ${nameOf(el)}`, () => send(el, 'down'))
      up.disabled = index === 0
      down.disabled = index >= count - 1
      for (const b of [up, down]) if (b.disabled) b.style.opacity = '0.4'
      const list = document.createElement('div')
      list.hidden = true
      Object.assign(list.style, { flexBasis: '100%', display: 'flex', flexWrap: 'wrap', gap: '4px' })
      const add = button(`+ ${words.add}`, `${words.add}: ${nameOf(el)}`, () => {
        list.hidden = !list.hidden
        list.style.display = list.hidden ? 'none' : 'flex'
        add.setAttribute('aria-expanded', String(!list.hidden))
        if (!list.hidden) list.querySelector('button')?.focus()
      })
      add.setAttribute('aria-expanded', 'false')
      list.style.display = 'none'
      for (const [type, name] of Object.entries(words.types))
        list.append(button(name, `${words.add}: ${name}`, () => send(el, 'add', type)))
      list.addEventListener('keydown', (e) => {
        if (e.key !== 'Escape') return
        list.hidden = true
        list.style.display = 'none'
        add.setAttribute('aria-expanded', 'false')
        add.focus()
      })
      bar.append(
        up,
        down,
        button(words.duplicate, `${words.duplicate}: ${nameOf(el)}`, () => send(el, 'duplicate')),
        button(hidden ? words.show : words.hide, `${hidden ? words.show : words.hide}: ${nameOf(el)}`, () =>
          send(el, 'hide'),
        ),
        button(words.remove, `${words.remove}: ${nameOf(el)}`, () => send(el, 'remove')),
        add,
        list,
      )
      return bar
    }

    // Each block gets its toolbar as its first child, so Tab reaches it before the block's own links and fields.
    const prepare = () => {
      for (const el of blocks()) {
        const key = `${el.dataset.block}:${blocks().length}:${el.dataset.blockHidden ?? ''}`
        if (el.dataset.blockControlsFor === key && toolbarOf(el)) continue
        const focused = toolbarOf(el)?.contains(document.activeElement) ? document.activeElement?.textContent : null
        toolbarOf(el)?.remove()
        el.style.position = 'relative'
        const bar = build(el)
        el.prepend(bar)
        el.dataset.blockControlsFor = key
        if (el === hovered) visible(el, true)
        // A block that moved keeps its focus on the control that moved it.
        if (focused) {
          visible(el, true)
          Array.from(bar.querySelectorAll('button'))
            .find((b) => b.textContent === focused && !b.disabled)
            ?.focus()
        }
      }
    }
    // Only once React has hydrated the page (the menu button marks it): an element added before would not match.
    let pending = 0
    const watch = () => {
      if (!document.querySelector('[data-hydrated]')) return false
      prepare()
      new MutationObserver(() => {
        cancelAnimationFrame(pending)
        pending = requestAnimationFrame(prepare)
      }).observe(document.body, { childList: true, subtree: true })
      return true
    }
    if (!watch()) {
      const waiting = new MutationObserver(() => watch() && waiting.disconnect())
      waiting.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
    }

    document.addEventListener('focusin', (e) => {
      for (const el of blocks()) visible(el, el === blockAt(e.target) || el === hovered)
    })
    document.addEventListener('keydown', (e) => {
      const el = blockAt(e.target)
      const onControl = e.target instanceof Element && e.target.closest('[data-block-controls]')
      if (el && onControl && (e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z') {
        e.preventDefault()
        send(el, 'undo')
      }
    })
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', begin)
  else begin()
}
