/**
 * Writes the locale cookie (spec §4) when the visitor follows a language link
 * (`a[data-locale-choice]`, the switcher's). It runs in the page from an inline script at the top
 * of <body> (serialized there, so it must not refer outside its own body), not from the
 * switcher's click handler: the islands hydrate after the first paint, and a choice made before
 * that must be remembered too. Capturing, so no other listener can stop it.
 */
export function rememberLocaleChoice() {
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[data-locale-choice]')
      const locale = link?.getAttribute('data-locale-choice')
      if (locale && /^[a-z]{2}$/.test(locale))
        document.cookie = `NEXT_LOCALE=${locale}; path=/; max-age=31536000; SameSite=Lax`
    },
    true,
  )
}
