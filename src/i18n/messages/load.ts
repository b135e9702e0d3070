import type { Locale } from '@/config/site'

/**
 * UI messages of a locale: the site's base file plus one file per feature area
 * (forms, app shell, SEO, installable app, the error page, preview), merged by top-level namespace.
 * Server code reads them; a client island that cannot take its strings as props (the error
 * boundary) imports only its own small file.
 */
export async function loadMessages(locale: Locale): Promise<Record<string, unknown>> {
  const parts = await Promise.all([
    import(`./${locale}.json`),
    import(`./${locale}.forms.json`),
    import(`./${locale}.shell.json`),
    import(`./${locale}.seo.json`),
    import(`./${locale}.pwa.json`),
    import(`./${locale}.error.json`),
    import(`./${locale}.preview.json`),
  ])
  return Object.assign({}, ...parts.map((p) => p.default))
}
