// The inline scripts Next writes into a page, recognised by shape, so the CSP can allow them and nothing else.

const opening = '(self.__next_f=self.__next_f||[]).push([0])'

/**
 * Whether an inline script is one Next writes itself, by its exact shape: the payload's opening push, a push of one
 * JSON literal (the RSC payload), the opening push followed by one such push (the form state a form post without
 * JavaScript comes back with, which hydration reads), or Turbopack's bootstrap with one JSON literal. Nothing may
 * come after the literal, so an injected script cannot pass as one of these; at worst it adds data to the payload.
 */
/** @param {string} text */
export function isNextScript(text) {
  if (text === opening) return true
  if (text.startsWith(`${opening};self.__next_f.push(`)) return isNextScript(text.slice(opening.length + 1))
  /** @type {[string, string, (v: unknown) => boolean][]} */
  const shapes = [
    ['self.__next_f.push(', ')', Array.isArray],
    ['(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', ');', (v) => typeof v === 'object' && !!v],
  ]
  return shapes.some(([open, close, fits]) => {
    if (!text.startsWith(open) || !text.endsWith(close)) return false
    try {
      return fits(JSON.parse(text.slice(open.length, text.length - close.length)))
    } catch {
      return false
    }
  })
}
