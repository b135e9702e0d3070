import { describe, expect, it } from 'vitest'
import { localizePath, paths } from './paths'

describe('paths', () => {
  it('keeps Portuguese unprefixed and puts English under /en', () => {
    expect(localizePath('pt', paths.cases())).toBe('/cases')
    expect(localizePath('en', paths.cases())).toBe('/en/cases')
    expect(localizePath('en', paths.home())).toBe('/en')
    expect(localizePath('pt', paths.home())).toBe('/')
  })
  it('names what-we-do after the locale', () => {
    expect(paths.service('pt', 'branding')).toBe('/o-que-fazemos/branding')
    expect(localizePath('en', paths.service('en', 'branding'))).toBe('/en/what-we-do/branding')
  })
  it('allows a case URL without a slug', () => {
    expect(paths.case()).toBe('/case')
    expect(paths.case('x')).toBe('/case/x')
  })
})
