/**
 * The phone menu's button before its island hydrates (the scripts start after the first paint,
 * so on a slow phone a tap could otherwise do nothing for a second or more). It runs in the page
 * from an inline script at the top of <body> (serialized there, so it must not refer outside its
 * own body): it opens or closes the panel by the same attributes the island renders, and
 * MenuToggle takes the state over when it hydrates. Once the button is marked hydrated, the
 * island alone handles it. Text is left alone (a text mismatch would make React render the page
 * again), so the button's label says "open" until then.
 */
export function toggleMenuEarly() {
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button[aria-controls="site-menu"]')
      const panel = document.getElementById('site-menu')
      if (!button || !panel || button.hasAttribute('data-hydrated')) return
      // React, once loaded, would queue the click for the island and replay it after hydration.
      event.stopImmediatePropagation()
      const open = String(panel.getAttribute('data-open') !== 'true')
      panel.setAttribute('data-open', open)
      button.setAttribute('aria-expanded', open)
      button.querySelector('[data-open]')?.setAttribute('data-open', open)
    },
    true,
  )
}
