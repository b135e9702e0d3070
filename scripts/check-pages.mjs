// The pages the quality checks (validate-html, lighthouse, tests/e2e/html-validity) look at:
// the home page, a case and an article, in both locales, picked from the site's own sitemap.

/** Paths (origin-relative) of those six pages on the site at `origin`. */
export async function pagesToCheck(origin) {
  const res = await fetch(`${origin}/sitemap.xml`)
  if (!res.ok) throw new Error(`GET ${origin}/sitemap.xml → ${res.status}`)
  // The sitemap's URLs carry SITE_URL, which need not be `origin`: keep the paths.
  const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname)
  const first = (pattern) => {
    const path = locs.find((p) => pattern.test(p))
    if (!path) throw new Error(`No page matching ${pattern} in ${origin}/sitemap.xml`)
    return path
  }
  return ['/', first(/^\/case\/[^/]+$/), first(/^\/posts\/[^/]+$/), '/en', first(/^\/en\/case\/[^/]+$/), first(/^\/en\/posts\/[^/]+$/)]
}

/** `origin` from the first command-line argument, else null (the caller then serves a throwaway build). */
export function originArgument(argv = process.argv.slice(2)) {
  const arg = argv.find((a) => !a.startsWith('-'))
  return arg ? arg.replace(/\/+$/, '') : null
}
