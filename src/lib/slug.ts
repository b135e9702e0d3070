/** URL slug from any title: lower-case ASCII words joined by hyphens ("Ação Rápida" → "acao-rapida"). */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 96)
    .replace(/-+$/g, '')
}

/**
 * A slug as the router hands it over: Next passes some route params still percent-encoded and
 * others decoded, so decode once where that is possible and never throw (`/case/a%25b` reaches
 * the page as "a%b", which is not valid encoding and simply matches nothing).
 */
export function routeParam(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
