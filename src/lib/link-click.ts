/**
 * What a click on an <a> means for the app shell: a client-side navigation to
 * another page (progress bar), a jump within this page (animated anchor scroll),
 * or nothing of ours (new tab, download, another site, a file, the admin).
 */
export type LinkClickIntent = 'navigate' | 'same-page-hash' | 'ignore'

export type ClickInfo = {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}
export type AnchorInfo = { href: string; target: string; download: boolean }

// Served by something other than the page router: full loads or files, never a client navigation.
const NOT_A_PAGE = /^\/(api|admin|_next)(\/|$)|\.[a-z0-9]+$/i

export function classifyLinkClick(click: ClickInfo, anchor: AnchorInfo, currentHref: string): LinkClickIntent {
  if (click.defaultPrevented || click.button !== 0) return 'ignore'
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return 'ignore'
  if ((anchor.target && anchor.target !== '_self') || anchor.download) return 'ignore'
  let url: URL
  let current: URL
  try {
    current = new URL(currentHref)
    url = new URL(anchor.href, current)
  } catch {
    return 'ignore'
  }
  if (url.origin !== current.origin) return 'ignore'
  if (url.pathname === current.pathname && url.search === current.search) {
    return url.hash.length > 1 ? 'same-page-hash' : 'ignore'
  }
  if (NOT_A_PAGE.test(url.pathname)) return 'ignore'
  return 'navigate'
}

/** The link a click in the page landed on, and what the click means; null when it was not on a link. */
export function linkClickOf(e: MouseEvent): { intent: LinkClickIntent; anchor: HTMLAnchorElement } | null {
  const anchor = (e.target as Element | null)?.closest?.('a[href]')
  if (!(anchor instanceof HTMLAnchorElement)) return null
  const info = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') }
  return { intent: classifyLinkClick(e, info, location.href), anchor }
}
