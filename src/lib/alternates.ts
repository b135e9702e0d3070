import type { RouteLocale } from './paths'

/** The same page in each locale, as locale-free paths (the switcher and hreflang use it). */
export type Alternates = Record<RouteLocale, string>

export function samePath(path: string): Alternates {
  return { pt: path, en: path }
}
