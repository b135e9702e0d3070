import { describe, expect, it } from 'vitest'
import { readingMinutes, WORDS_PER_MINUTE } from './reading-time'

describe('readingMinutes', () => {
  it('is at least one minute, even for an empty text', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes('uma palavra')).toBe(1)
  })
  it('rounds to the nearest minute', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'palavra').join(' ')
    expect(readingMinutes(words(WORDS_PER_MINUTE * 5))).toBe(5)
    expect(readingMinutes(words(Math.floor(WORDS_PER_MINUTE * 2.4)))).toBe(2)
    expect(readingMinutes(words(Math.ceil(WORDS_PER_MINUTE * 2.6)))).toBe(3)
  })
  it('counts words across any whitespace', () => {
    expect(readingMinutes(`a\n\tb   c`)).toBe(1)
  })
})
