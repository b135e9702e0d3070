/**
 * Input masks with the spec's tokens (spec §5):
 *   #  a digit
 *   X  a letter or a digit
 *   S  a letter
 *   A  a letter, written upper-case
 *   a  a letter, written lower-case
 * Any other mask character is a literal, written by the mask itself.
 *
 * Letters are Unicode letters (so "ç" and "é" count); digits are 0-9 only.
 * Pure and framework-free: the phone field and its tests use the same function.
 */

type Token = { test: (ch: string) => boolean; transform: (ch: string) => string }

const isDigit = (ch: string) => ch >= '0' && ch <= '9'
const isLetter = (ch: string) => /^\p{L}$/u.test(ch)
const same = (ch: string) => ch

const tokens: Record<string, Token> = {
  '#': { test: isDigit, transform: same },
  X: { test: (ch) => isDigit(ch) || isLetter(ch), transform: same },
  S: { test: isLetter, transform: same },
  A: { test: isLetter, transform: (ch) => ch.toLocaleUpperCase() },
  a: { test: isLetter, transform: (ch) => ch.toLocaleLowerCase() },
}

export function isToken(maskChar: string): boolean {
  return Object.hasOwn(tokens, maskChar)
}

/** How many characters a visitor types to fill the mask (its tokens). */
export function tokenCount(mask: string): number {
  return [...mask].filter(isToken).length
}

/**
 * Formats `value` with `mask`. Characters that fit no token are skipped; literals
 * are written by the mask (and a typed literal is accepted in its place). A literal
 * is only written when a token after it gets filled, so deleting backwards never
 * gets stuck on a ") " or "-"; the trailing literals appear once the mask is full.
 */
export function applyMask(value: string, mask: string): string {
  const input = [...value]
  const pattern = [...mask]
  let out = ''
  let kept = 0 // length of `out` up to the last filled token
  let i = 0
  let p = 0
  while (p < pattern.length && i < input.length) {
    const m = pattern[p]
    const token = tokens[m]
    if (token) {
      const ch = input[i++]
      if (!token.test(ch)) continue
      // A case change that is not one character (e.g. "ß" → "SS") keeps the typed letter.
      const changed = token.transform(ch)
      out += [...changed].length === 1 ? changed : ch
      kept = out.length
      p++
    } else {
      out += m
      if (input[i] === m) i++
      p++
    }
  }
  const full = !pattern.slice(p).some(isToken) && kept > 0
  if (full) {
    // Every token is filled: the mask's closing literals belong to the value.
    return out + pattern.slice(p).join('')
  }
  return out.slice(0, kept)
}

/** The characters the visitor typed into the tokens, without the literals. */
export function unmask(masked: string, mask: string): string {
  const pattern = [...mask]
  return [...masked].filter((_, idx) => isToken(pattern[idx] ?? '')).join('')
}

/** True when every token of the mask is filled. */
export function isMaskComplete(value: string, mask: string): boolean {
  return unmask(applyMask(value, mask), mask).length === tokenCount(mask)
}

/**
 * Where the caret goes after re-masking: just after the `filled`-th token
 * character of `masked` (so typing in the middle keeps the caret in place).
 */
export function caretAfterTokens(masked: string, mask: string, filled: number): number {
  if (filled <= 0) return 0
  const pattern = [...mask]
  let seen = 0
  const chars = [...masked]
  for (let idx = 0; idx < chars.length; idx++) {
    if (isToken(pattern[idx] ?? '')) seen++
    if (seen === filled) return idx + 1
  }
  return chars.length
}

/** How many token-fitting characters of `value` come before `caret` (for caretAfterTokens). */
export function tokensBefore(value: string, caret: number, mask: string): number {
  return unmask(applyMask(value.slice(0, caret), mask), mask).length
}
