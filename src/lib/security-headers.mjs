import { createHash } from 'node:crypto'

/**
 * The security headers of every response (next.config.ts, nginx), and the Content-Security-Policy of HTML documents.
 * Public pages are static, so a per-request nonce would make them dynamic: their inline scripts are hashed when Next
 * writes the page (next-adapter/written-page.mjs) and the hashes listed in `script-src`. Scripts from files come from
 * 'self'; the tag manager and reCAPTCHA hosts are allowed only when their keys are configured. No 'unsafe-inline' or
 * 'unsafe-eval' for scripts anywhere; styles keep 'unsafe-inline' (React's style attributes).
 * Plain JavaScript: Next loads the cache handler that uses it without compiling it.
 *
 * @typedef {object} PolicyOptions
 * @property {boolean} https The site is served over https (SITE_URL): HSTS and upgrade-insecure-requests.
 * @property {boolean} tagManager GTM_ID is set: the tag manager and what Google's own tags load.
 * @property {boolean} recaptcha RECAPTCHA_SITE_KEY is set: Google's challenge script and its frame.
 */

/**
 * The policy this environment asks for (the same variables the build reads).
 * @param {Record<string, string | undefined>} [env]
 */
export const policyOptions = (env = process.env) => ({
  https: (env.SITE_URL ?? '').startsWith('https:'),
  tagManager: Boolean(env.GTM_ID),
  recaptcha: Boolean(env.RECAPTCHA_SITE_KEY),
})

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
/** @param {string} text */
export const scriptHash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The Content-Security-Policy of an HTML document whose inline scripts hash to `scriptHashes`. */
/**
 * @param {PolicyOptions} options
 * @param {string[]} scriptSources hashes or a nonce
 */
export function contentSecurityPolicy(options, scriptSources) {
  const scripts = ["'self'", ...scriptSources]
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

/**
 * Headers every response carries, whatever it is (documents, assets, API).
 * @param {Pick<PolicyOptions, 'https'>} options
 * @returns {Record<string, string>}
 */
export function baseSecurityHeaders(options) {
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
 * Headers of an HTML document on top of the base ones; `scriptSources` are its inline scripts' hashes or its nonce.
 * @param {PolicyOptions} options
 * @param {string[]} scriptSources
 * @returns {Record<string, string>}
 */
export const documentHeaders = (options, scriptSources) => ({
  'Content-Security-Policy': contentSecurityPolicy(options, scriptSources),
  'Cross-Origin-Resource-Policy': 'same-origin',
})

/**
 * Headers of an uploaded file (`/api/media/file/…`) on top of the base ones: whatever an editor put in it, opened on
 * its own it is never read as another type nor run as a page of the site (a sandbox that allows nothing).
 */
export const uploadedFileHeaders = Object.freeze({
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'X-Content-Type-Options': 'nosniff',
})
