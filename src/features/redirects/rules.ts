/**
 * Redirect rules as plain data: normalizing the addresses editors type, finding the
 * rule for a requested path and following chains without ever looping.
 * The rules themselves come from the CMS (lookup.ts).
 */
import { paths, type RouteLocale } from '@/lib/paths'

/** Longest chain of redirects followed before giving up (a chain this long is a mistake). */
export const maxRedirectHops = 10

/**
 * The canonical form of a redirect source: a site path with no query, fragment or
 * trailing slash, percent-decoded. A full URL is reduced to its path (editors paste
 * addresses of the old site as they see them). Null when it is not a usable path.
 */
export function normalizeSource(input: string): string | null {
  let value = input.trim()
  if (/^https?:\/\//i.test(value)) {
    try {
      value = new URL(value).pathname
    } catch {
      return null
    }
  }
  value = value.replace(/[?#].*$/, '')
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return null
  }
  // Control characters never belong in a path, and "//" inside one is a typo that Next would not route.
  if (/[\u0000-\u001f\u007f]/.test(decoded) || decoded.includes('//')) return null
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded
}

/** A target is a site path (starting with one slash) or an absolute http(s) URL. */
export function isValidTarget(target: string): boolean {
  if (!isExternal(target)) return normalizeSource(target) !== null
  try {
    return Boolean(new URL(target).host) && !/\s/.test(target)
  } catch {
    return false
  }
}

export function isExternal(target: string): boolean {
  return /^https?:\/\//i.test(target)
}

/** The locale a path is in: /en and below is English, everything else Portuguese. */
export function localeOfPath(path: string): RouteLocale {
  return /^\/en(\/|$)/.test(path) ? 'en' : 'pt'
}

/**
 * The addresses a path is also reachable under. What-we-do has two route names
 * (/o-que-fazemos and /what-we-do, in both locales): an old service address under
 * either name finds the rule recorded under the other.
 */
export function sourceVariants(path: string): string[] {
  const match = /^(\/en)?\/(o-que-fazemos|what-we-do)(\/.*)?$/.exec(path)
  if (!match) return [path]
  const [, prefix = '', name, rest = ''] = match
  const other = name === 'o-que-fazemos' ? paths.services('en') : paths.services('pt')
  return [path, `${prefix}${other}${rest}`]
}

/**
 * Where a request for `path` should go, following chains of rules (`from` → `to`,
 * sources in normalized form). Null when no rule applies, when the chain comes back
 * to an address it passed (a loop) or when it is longer than `maxRedirectHops`.
 */
export function resolveRedirect(path: string, rules: ReadonlyMap<string, string>): string | null {
  const find = (source: string) => {
    for (const variant of sourceVariants(source)) {
      const to = rules.get(variant)
      if (to !== undefined) return to
    }
    return undefined
  }
  const start = normalizeSource(path)
  if (start === null) return null
  const seen = new Set(sourceVariants(start))
  let target = find(start)
  if (target === undefined) return null
  for (let hop = 1; hop <= maxRedirectHops; hop++) {
    if (isExternal(target)) return target
    const key = normalizeSource(target)
    if (key === null || seen.has(key)) return null
    const next = find(key)
    if (next === undefined) return target
    for (const variant of sourceVariants(key)) seen.add(variant)
    target = next
  }
  return null
}
