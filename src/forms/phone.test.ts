import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { brPhoneMask, formatBrPhone, formatInternationalPhone, formatPhone, isPlausiblePhone } from './phone'

describe('Brazilian phone mask', () => {
  it('formats a mobile number as (##) #####-####', () => {
    expect(formatBrPhone('11987654321')).toBe('(11) 98765-4321')
  })
  it('formats a landline as (##) ####-####', () => {
    expect(formatBrPhone('1134567890')).toBe('(11) 3456-7890')
  })
  it('grows from landline to mobile layout as the 11th digit arrives', () => {
    expect(brPhoneMask('1198765432')).toBe('(##) ####-####')
    expect(brPhoneMask('11987654321')).toBe('(##) #####-####')
    expect(formatBrPhone('(11) 9876-54321')).toBe('(11) 98765-4321')
  })
  it('formats partial input as it is typed', () => {
    expect(formatBrPhone('1')).toBe('(1')
    expect(formatBrPhone('119')).toBe('(11) 9')
    expect(formatBrPhone('1198765')).toBe('(11) 9876-5')
  })
  it('ignores letters and keeps at most 11 digits', () => {
    expect(formatBrPhone('abc11987654321999')).toBe('(11) 98765-4321')
  })
})

describe('international phone', () => {
  it('keeps digits, spaces and separators, and a leading +', () => {
    expect(formatInternationalPhone('+1 (415) 555-0100')).toBe('+1 (415) 555-0100')
    expect(formatInternationalPhone('44 20 7946 0958 ext')).toBe('44 20 7946 0958 ')
    expect(formatInternationalPhone('1+2+3')).toBe('123')
  })
  it('is at most 25 characters', () => {
    fc.assert(fc.property(fc.string(), (s) => formatInternationalPhone(s).length <= 25))
  })
  it('is chosen by locale', () => {
    expect(formatPhone('pt', '11987654321')).toBe('(11) 98765-4321')
    expect(formatPhone('en', '+1 415 555 0100')).toBe('+1 415 555 0100')
  })
})

describe('isPlausiblePhone (shared by browser and server)', () => {
  it('accepts Brazilian and international numbers', () => {
    for (const n of ['(11) 98765-4321', '(11) 3456-7890', '+55 11 98765 4321', '+1 (415) 555-0100', '+44 20 7946 0958'])
      expect(isPlausiblePhone(n)).toBe(true)
  })
  it('refuses too few or too many digits, and letters', () => {
    for (const n of ['1234', '(11) 9', '+1234567890123456', 'call me', '11 9876x4321', ''])
      expect(isPlausiblePhone(n)).toBe(false)
  })
  it('accepts every complete masked Brazilian number', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 10, maxLength: 11 }), (d) =>
        isPlausiblePhone(formatBrPhone(d)),
      ),
    )
  })
})
