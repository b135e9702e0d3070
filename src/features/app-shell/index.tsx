/**
 * Site-wide behaviours mounted once in the layout: toaster, progress bar,
 * cookie notice, offline banner, service worker (each in its own feature folder).
 */
export function AppShell() {
  return null
}
