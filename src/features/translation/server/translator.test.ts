import { describe, expect, it } from 'vitest'
import { charactersOf, deeplOrigin, translatorFromEnv } from './translator'

describe('the DeepL configuration', () => {
  it('is off without a key', () => {
    expect(translatorFromEnv({})).toBeNull()
    expect(translatorFromEnv({ DEEPL_API_KEY: ' ' })).toBeNull()
    expect(translatorFromEnv({ DEEPL_API_KEY: 'k:fx' })).not.toBeNull()
  })

  it("uses DeepL's free API for a key ending in :fx, the pro API otherwise, or the URL given", () => {
    expect(deeplOrigin('abc:fx', undefined)).toBe('https://api-free.deepl.com')
    expect(deeplOrigin('abc', '')).toBe('https://api.deepl.com')
    expect(deeplOrigin('abc', 'http://127.0.0.1:9/')).toBe('http://127.0.0.1:9')
    expect(deeplOrigin('abc', 'http://127.0.0.1:9/v2/translate')).toBe('http://127.0.0.1:9')
  })
})

describe('the characters sent', () => {
  it('are the code points of the texts, tags and escapes included', () => {
    expect(charactersOf([])).toBe(0)
    expect(charactersOf(['Olá', '<x id="0">a &amp; b</x>'])).toBe(3 + 23)
    expect(charactersOf(['🙂 ok'])).toBe(4)
  })
})
