import { describe, expect, it } from 'vitest'
import { localizePath, paths, withQuery } from './paths'

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

describe('withQuery', () => {
  it('adds the query string to a site path that has none', () => {
    expect(withQuery('/case/novo', '?utm_source=x&a=%20b')).toBe('/case/novo?utm_source=x&a=%20b')
    expect(withQuery('/', '?ref=old')).toBe('/?ref=old')
  })
  it('leaves a path with its own query or fragment, another site, and an empty query alone', () => {
    expect(withQuery('/cases?page=2', '?utm_source=x')).toBe('/cases?page=2')
    expect(withQuery('/cases#top', '?utm_source=x')).toBe('/cases#top')
    expect(withQuery('https://example.com/x', '?utm_source=x')).toBe('https://example.com/x')
    expect(withQuery('//example.com/x', '?utm_source=x')).toBe('//example.com/x')
    expect(withQuery('/cases', '')).toBe('/cases')
    expect(withQuery('/cases', '?')).toBe('/cases')
  })
})
