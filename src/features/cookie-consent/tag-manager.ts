import { browser } from '@/config/browser'

/**
 * The tag manager (spec §7) under Google Consent Mode v2. Consent starts denied
 * for every purpose, before the container could load; the container itself is
 * requested only once the visitor has acknowledged the cookie notice (LGPD:
 * the acknowledgement is the consent), right after analytics is granted.
 */
declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

function gtag(...args: unknown[]): void {
  window.dataLayer ??= []
  // gtag.js expects the `arguments` object itself on the data layer, not an array.
  window.gtag ??= function () {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments)
  }
  window.gtag(...args)
}

let defaultsSet = false
let loaded = false

export function setConsentDefaults(): void {
  if (defaultsSet) return
  defaultsSet = true
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  })
}

export function grantAnalytics(): void {
  gtag('consent', 'update', { analytics_storage: 'granted' })
}

export function loadTagManager(id: string): void {
  if (loaded) return
  loaded = true
  window.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `${browser.tagManager.scriptUrl}?id=${encodeURIComponent(id)}`
  document.head.appendChild(script)
}
