/**
 * The embeddable player URL of a YouTube or Vimeo link, or null for any other URL.
 * YouTube goes through its no-cookie host: nothing is set before the visitor plays.
 */
export function videoEmbedUrl(href: string): string | null {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return null
  }
  const host = url.hostname.replace(/^www\.|^m\./, '')
  let id: string | null = null
  if (host === 'youtu.be') id = url.pathname.slice(1)
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : (/^\/(?:embed|shorts)\/([^/]+)/.exec(url.pathname)?.[1] ?? null)
  }
  if (id && /^[\w-]{6,20}$/.test(id)) return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vimeo = /\/(?:video\/)?(\d{5,12})(?:$|\/)/.exec(url.pathname)?.[1]
    if (vimeo) return `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1`
  }
  return null
}
