import { site } from '@/config/site'
import type { Locale } from '@/config/site'
import { escapeHtml } from '@/lib/html'
import { noStore } from '@/forms/server/request'

type Link = { href: string; label: string }

/**
 * A small self-contained page answering an e-mailed link (confirm, unsubscribe): static site pages
 * cannot show per-visitor results, and this needs no script. `action` is a button that posts to
 * its `href`, a plain form post: what acts, since opening the link (a GET) must not.
 */
export function linkPage({
  locale,
  title,
  body,
  action,
  link,
  status = 200,
}: {
  locale: Locale
  title: string
  body: string
  action?: Link
  link: Link
  status?: number
}): Response {
  const form = action
    ? `<form method="post" action="${escapeHtml(action.href)}"><button type="submit">${escapeHtml(action.label)}</button></form>\n`
    : ''
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
  form { margin: 1.5rem 0 0.5rem; }
  button { min-height: 48px; padding: 0 1.5rem; border: 0; border-radius: 8px; background: ${site.colors.primary}; color: #04130d; font: inherit; font-weight: 600; cursor: pointer; }
  a:focus-visible, button:focus-visible { outline: 3px solid ${site.colors.primary}; outline-offset: 3px; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
${form}<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>
</main>
</body>
</html>`
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...noStore } })
}
