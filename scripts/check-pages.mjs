// The pages the quality checks (validate-html, lighthouse, tests/e2e/html-validity) look at:
// the home page, a case and an article, in both locales, picked from the site's own sitemap.

async function sitemapPaths(origin) {
  const res = await fetch(`${origin}/sitemap.xml`)
  if (!res.ok) throw new Error(`GET ${origin}/sitemap.xml → ${res.status}`)
  // The sitemap's URLs carry SITE_URL, which need not be `origin`: keep the paths.
  return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1].replace(/&amp;/g, '&')).pathname,
  )
}

function firstOf(locs) {
  return (pattern) => {
    const path = locs.find((p) => pattern.test(p))
    if (!path) throw new Error(`No page matching ${pattern} in the sitemap`)
    return path
  }
}

/** Paths (origin-relative) of those six pages on the site at `origin`. */
export async function pagesToCheck(origin) {
  const first = firstOf(await sitemapPaths(origin))
  return [
    '/',
    first(/^\/case\/[^/]+$/),
    first(/^\/posts\/[^/]+$/),
    '/en',
    first(/^\/en\/case\/[^/]+$/),
    first(/^\/en\/posts\/[^/]+$/),
  ]
}

/**
 * Every kind of public page (home, cases, a case, articles, an article, what-we-do, privacy) in both locales: what
 * Lighthouse checks.
 */
export async function publicPages(origin) {
  const first = firstOf(await sitemapPaths(origin))
  const kinds = (prefix) => [
    prefix || '/',
    `${prefix}/cases`,
    first(new RegExp(`^${prefix}/case/[^/]+$`)),
    `${prefix}/posts`,
    first(new RegExp(`^${prefix}/posts/[^/]+$`)),
    `${prefix}/what-we-do`,
    `${prefix}/politica-de-privacidade`,
  ]
  return [...kinds(''), ...kinds('/en')]
}

/** `origin` from the first command-line argument, else null (the caller then serves a throwaway build). */
export function originArgument(argv = process.argv.slice(2)) {
  const arg = argv.find((a) => !a.startsWith('-'))
  return arg ? arg.replace(/\/+$/, '') : null
}
