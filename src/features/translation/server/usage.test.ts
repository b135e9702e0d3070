import { describe, expect, it } from 'vitest'
import { charsPerHour, hourRefusalText, monthOf } from './usage'

describe('the hourly budget', () => {
  it('is TRANSLATE_CHARS_PER_HOUR when a whole number above zero, else 50,000', () => {
    expect(charsPerHour({})).toBe(50_000)
    expect(charsPerHour({ TRANSLATE_CHARS_PER_HOUR: ' 2000 ' })).toBe(2000)
    for (const bad of ['0', '-5', '1.5', 'many', ''])
      expect(charsPerHour({ TRANSLATE_CHARS_PER_HOUR: bad })).toBe(50_000)
  })

  it("says when it can be used again, in São Paulo's time, in both languages", () => {
    const text = hourRefusalText(
      { needed: 1234, left: 1000, limit: 50_000, retryAfterS: 25 * 60 },
      new Date('2026-11-28T17:10:00Z'),
    )
    expect(text.pt).toBe(
      'Limite de tradução desta hora atingido: esta tradução precisa de 1.234 caracteres e restam 1.000 dos seus ' +
        '50.000 por hora. Você poderá traduzir de novo às 14:35 (em 25 min). Nada foi enviado ao DeepL.',
    )
    // ICU puts a narrow no-break space before "PM" in some Node versions.
    expect(text.en.replace(/\u202f/g, ' ')).toBe(
      'Hourly translation limit reached: this translation needs 1,234 characters and 1,000 of your 50,000 an hour ' +
        'are left. You can translate again at 2:35 PM (in 25 min). Nothing was sent to DeepL.',
    )
  })
})

describe('the month', () => {
  it("is São Paulo's calendar month", () => {
    expect(monthOf(new Date('2026-12-01T02:59:59Z'))).toBe('2026-11')
    expect(monthOf(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12')
  })
})
