import { createHash } from 'node:crypto'
import { isNextScript } from '../next-adapter/next-scripts'

/**
 * The security headers of every response, and the Content-Security-Policy of HTML
 * documents. Public pages are static, so a per-request nonce would force them dynamic; instead
 * the server hashes the inline scripts the site wrote of each HTML response as it leaves
 * (`inlineScriptHashes`) and lists those hashes in `script-src`. Scripts from files come from 'self'; the tag manager
 * and
 * reCAPTCHA hosts are allowed only when their keys are configured. No 'unsafe-inline' or
 * 'unsafe-eval' for scripts anywhere; styles keep 'unsafe-inline' (React's style attributes).
 */

export type PolicyOptions = {
  /** The site is served over https (SITE_URL): HSTS and upgrade-insecure-requests. */
  https: boolean
  /** GTM_ID is set: the tag manager and what Google's own tags load. */
  tagManager: boolean
  /** RECAPTCHA_SITE_KEY is set: Google's challenge script and its frame. */
  recaptcha: boolean
}

const google = {
  tagManagerScripts: ['https://www.googletagmanager.com'],
  tagManagerConnect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  tagManagerImages: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  recaptchaScripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  recaptchaFrames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
}
// Video links in case studies play in the host's player, only once the visitor presses play.
const videoFrames = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']

/** A script's CSP source: `'sha256-…'` of its exact text. */
export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * The CSP hashes of the inline, executable `<script>` elements of an HTML document that the site itself wrote: Next's
 * (isNextScript) and the site's own snippets, whose hashes `own` lists. Any other inline script gets no hash, so a
 * browser refuses to run it: a script injected into a page stays inert. Data blocks (JSON-LD) are not governed by CSP.
 */
export function inlineScriptHashes(html: string, own: ReadonlySet<string>): string[] {
  const hashes = new Set<string>()
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? ''
    if (/\ssrc\s*=/i.test(attrs)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase()
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue
    const hash = scriptHash(m[2])
    if (own.has(hash) || isNextScript(m[2])) hashes.add(hash)
  }
  return [...hashes]
}

/** The Content-Security-Policy of an HTML document whose inline scripts hash to `scriptHashes`. */
export function contentSecurityPolicy(options: PolicyOptions, scriptHashes: string[]): string {
  const scripts = ["'self'", ...scriptHashes]
  const connect = ["'self'"]
  const images = ["'self'", 'data:', 'blob:']
  const frames = ["'self'", ...videoFrames]
  if (options.tagManager) {
    scripts.push(...google.tagManagerScripts)
    connect.push(...google.tagManagerConnect)
    images.push(...google.tagManagerImages)
  }
  if (options.recaptcha) {
    scripts.push(...google.recaptchaScripts)
    frames.push(...google.recaptchaFrames)
  }
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frames.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only the site itself may frame a page: the admin's Live Preview does, nobody else.
    "frame-ancestors 'self'",
  ]
  if (options.https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** Headers every response carries, whatever it is (documents, assets, API). */
export function baseSecurityHeaders(options: Pick<PolicyOptions, 'https'>): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Old browsers that predate frame-ancestors.
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}

/**
 * Headers of HTML documents on top of the base ones; `own` lists the hashes of the site's own inline snippets, and
 * `nonce` is the one a per-request render put on its scripts, if any.
 */
export function documentHeaders(
  options: PolicyOptions,
  html: string,
  own: ReadonlySet<string>,
  nonce?: string,
): Record<string, string> {
  const sources = inlineScriptHashes(html, own)
  if (nonce) sources.push(`'nonce-${nonce}'`)
  return {
    'Content-Security-Policy': contentSecurityPolicy(options, sources),
    'Cross-Origin-Resource-Policy': 'same-origin',
  }
}

/**
 * Headers of an uploaded file (`/api/media/file/…`) on top of the base ones: whatever an editor put in it, opened on
 * its own it is never read as another type nor run as a page of the site (a sandbox that allows nothing).
 */
export const uploadedFileHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'X-Content-Type-Options': 'nosniff',
}
