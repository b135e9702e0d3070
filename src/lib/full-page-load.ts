/**
 * Whether a view rendered after a client-side navigation should be fetched again as a full page:
 * true when the document was loaded for another address than the one now shown. False when this
 * document is itself the load of this address, where loading it again would only repeat it.
 * Fragments are ignored: they never reach the server.
 */
export function isAfterClientNavigation(documentUrl: string | undefined, currentUrl: string): boolean {
  if (!documentUrl) return false
  const strip = (url: string) => url.split('#')[0]
  return strip(documentUrl) !== strip(currentUrl)
}
