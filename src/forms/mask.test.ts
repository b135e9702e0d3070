import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyMask, caretAfterTokens, isMaskComplete, isToken, tokenCount, tokensBefore, unmask } from './mask'

const phone = '(##) #####-####'

describe('applyMask: the spec’s tokens', () => {
  it('# takes digits only', () => {
    expect(applyMask('11987654321', phone)).toBe('(11) 98765-4321')
    expect(applyMask('ab1c1d9', '###')).toBe('119')
  })
  it('X takes letters or digits', () => {
    expect(applyMask('a1-b2', 'XX-XX')).toBe('a1-b2')
    expect(applyMask('a!1?b2', 'XXXX')).toBe('a1b2')
  })
  it('S takes letters only, keeping their case', () => {
    expect(applyMask('a1B2ç', 'SSS')).toBe('aBç')
  })
  it('A takes a letter and writes it upper-case', () => {
    expect(applyMask('abc1234', 'AAA-####')).toBe('ABC-1234')
  })
  it('a takes a letter and writes it lower-case', () => {
    expect(applyMask('ABC', 'aaa')).toBe('abc')
  })
  it('writes literals itself and accepts them typed', () => {
    expect(applyMask('12/03/2024', '##/##/####')).toBe('12/03/2024')
    expect(applyMask('12032024', '##/##/####')).toBe('12/03/2024')
  })
  it('writes a literal only once a token after it is filled', () => {
    expect(applyMask('11', phone)).toBe('(11')
    expect(applyMask('119', phone)).toBe('(11) 9')
    expect(applyMask('(11) ', phone)).toBe('(11')
    expect(applyMask('', phone)).toBe('')
  })
  it('adds closing literals once the mask is full', () => {
    expect(applyMask('12', '##%')).toBe('12%')
    expect(applyMask('1', '##%')).toBe('1')
  })
  it('drops what the mask has no room for', () => {
    expect(applyMask('119876543210000', phone)).toBe('(11) 98765-4321')
  })
  it('keeps a letter whose case change is not one character', () => {
    expect(applyMask('ß', 'A')).toBe('ß')
  })
})

describe('helpers', () => {
  it('know the tokens', () => {
    expect(['#', 'X', 'S', 'A', 'a'].every(isToken)).toBe(true)
    expect(['(', '-', ' ', 'x', 'b'].some(isToken)).toBe(false)
    expect(tokenCount(phone)).toBe(11)
  })
  it('unmask gives back the typed characters', () => {
    expect(unmask('(11) 98765-4321', phone)).toBe('11987654321')
  })
  it('isMaskComplete only when every token is filled', () => {
    expect(isMaskComplete('11987654321', phone)).toBe(true)
    expect(isMaskComplete('1198765432', phone)).toBe(false)
  })
  it('keeps the caret after the same typed character', () => {
    // "(11) 98|765-4321": 4 digits typed before the caret
    expect(tokensBefore('(11) 98765-4321', 7, phone)).toBe(4)
    expect(caretAfterTokens('(11) 98765-4321', phone, 4)).toBe(7)
    expect(caretAfterTokens('(11) 98765-4321', phone, 0)).toBe(0)
    expect(caretAfterTokens('(11', phone, 9)).toBe(3)
  })
})

// Properties over random masks and inputs.
const maskChar = fc.constantFrom('#', 'X', 'S', 'A', 'a', '(', ')', '-', ' ', '/', '.')
const masks = fc.array(maskChar, { minLength: 1, maxLength: 16 }).map((cs) => cs.join(''))
const inputs = fc.string({ maxLength: 30, unit: fc.constantFrom(...'0123456789abcXYZçÉß-()/. !'.split('')) })

const fits = (ch: string, m: string) => {
  if (m === '#') return /^\d$/.test(ch)
  if (m === 'X') return /^[\p{L}\d]$/u.test(ch)
  if (m === 'S') return /^\p{L}$/u.test(ch)
  if (m === 'A')
    return /^\p{L}$/u.test(ch) && (ch === ch.toLocaleUpperCase() || [...ch.toLocaleUpperCase()].length !== 1)
  if (m === 'a')
    return /^\p{L}$/u.test(ch) && (ch === ch.toLocaleLowerCase() || [...ch.toLocaleLowerCase()].length !== 1)
  return ch === m
}

describe('applyMask properties', () => {
  it('is idempotent', () => {
    fc.assert(fc.property(inputs, masks, (v, m) => applyMask(applyMask(v, m), m) === applyMask(v, m)))
  })
  it('every output character fits the mask at its position', () => {
    fc.assert(
      fc.property(inputs, masks, (v, m) => {
        const out = [...applyMask(v, m)]
        return out.length <= m.length && out.every((ch, i) => fits(ch, m[i]))
      }),
    )
  })
  it('never ends on a literal unless the mask is full', () => {
    fc.assert(
      fc.property(inputs, masks, (v, m) => {
        const out = applyMask(v, m)
        if (!out) return true
        const full = unmask(out, m).length === tokenCount(m)
        return full || isToken(m[out.length - 1])
      }),
    )
  })
  it('keeps every digit typed into a digits-only mask, in order, up to its size', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), maxLength: 20 }), (digits) => {
        return unmask(applyMask(digits, phone), phone) === digits.slice(0, 11)
      }),
    )
  })
  it('typing one more digit extends the previous result', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), maxLength: 11 }),
        fc.integer({ min: 0, max: 9 }),
        (digits, d) => {
          const before = applyMask(digits, phone)
          const after = applyMask(before + d, phone)
          return digits.length >= 11
            ? after === before
            : after.startsWith(before) && unmask(after, phone) === digits + d
        },
      ),
    )
  })
})
