import { site } from '@/config/site'
import type { Locale } from '@/config/site'
import { escapeHtml } from '@/lib/html'
import { localizePath, paths } from '@/lib/paths'
import { noStore } from '@/forms/server/request'

/**
 * A small self-contained page answering an e-mailed link (confirm, unsubscribe):
 * static site pages cannot show per-visitor results, and this needs no script.
 */
export function linkPage({
  locale,
  title,
  body,
  back,
  status = 200,
}: {
  locale: Locale
  title: string
  body: string
  back: string
  status?: number
}): Response {
  const html = `<!doctype html>
<html lang="${site.localeTags[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  :root { color-scheme: dark; }
  body { margin: 0; min-height: 100dvh; display: grid; place-items: center; background: ${site.colors.background}; color: #f2f5f3; font: 18px/1.6 ui-sans-serif, system-ui, sans-serif; }
  main { max-width: 36rem; padding: 2rem; }
  h1 { font-size: 2rem; line-height: 1.1; margin: 0 0 1rem; }
  a { display: inline-flex; align-items: center; min-height: 44px; color: ${site.colors.primary}; }
  a:focus-visible { outline: 3px solid ${site.colors.primary}; outline-offset: 3px; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(localizePath(locale, paths.home()))}">${escapeHtml(back)}</a></p>
</main>
</body>
</html>`
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...noStore } })
}
