import { describe, expect, it } from 'vitest'
import { isErrorShell, isNotFoundPage, notFoundPagePath } from './error-shell'

describe('not-found substitution', () => {
  it('picks the not-found page in the locale of the path', () => {
    expect(notFoundPagePath('/case/nope')).toBe('/not-found-page')
    expect(notFoundPagePath('/en/case/nope')).toBe('/en/not-found-page')
    expect(notFoundPagePath('/en')).toBe('/en/not-found-page')
    expect(notFoundPagePath('/english')).toBe('/not-found-page')
  })
  it('recognizes Next’s empty error shell on a 404 only', () => {
    const shell = Buffer.from('<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>')
    expect(isErrorShell(404, shell)).toBe(true)
    expect(isErrorShell(500, shell)).toBe(false)
    expect(isErrorShell(404, Buffer.from('<html lang="pt-BR"><body><h1>404</h1></body></html>'))).toBe(false)
  })
  it('knows the not-found page itself in both locales', () => {
    expect(isNotFoundPage('/not-found-page')).toBe(true)
    expect(isNotFoundPage('/en/not-found-page')).toBe(true)
    expect(isNotFoundPage('/not-found-pages')).toBe(false)
  })
})
