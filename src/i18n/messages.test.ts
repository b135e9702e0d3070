import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { loadMessages } from './messages/load'

const pt = await loadMessages('pt')
const en = await loadMessages('en')

// Loosely typed on purpose: the keys are checked at run time below.
type T = (key: string, values?: Record<string, string | number>) => string
const translators = {
  pt: createTranslator({ locale: 'pt', messages: pt as never }) as unknown as T,
  en: createTranslator({ locale: 'en', messages: en as never }) as unknown as T,
}

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  )
}

describe('UI messages', () => {
  it('exist in both languages with the same keys, in every feature file', () => {
    expect(keys(pt).sort()).toEqual(keys(en).sort())
  })
  it('pluralize article counts', () => {
    expect(translators.pt('posts.count', { count: 1 })).toBe('1 artigo')
    expect(translators.pt('posts.count', { count: 3 })).toBe('3 artigos')
    expect(translators.en('posts.count', { count: 1 })).toBe('1 article')
    expect(translators.en('posts.count', { count: 14 })).toBe('14 articles')
    expect(translators.en('posts.count', { count: 0 })).toBe('No articles')
  })
  it('pluralize reading time', () => {
    expect(translators.en('posts.readingTime', { minutes: 1 })).toBe('1 min read')
    expect(translators.en('posts.readingTime', { minutes: 5 })).toBe('5 min read')
    expect(translators.pt('posts.readingTime', { minutes: 5 })).toBe('5 min de leitura')
  })
  it('use the spec’s not-found and server-problem sentences', () => {
    expect(translators.en('notFound.title')).toBe('This page could not be found.')
    expect(translators.pt('notFound.title')).toBe('Esta página não pôde ser encontrada.')
    expect(translators.en('error.server')).toBe('We are currently having a server problem. Please come back later.')
    expect(translators.pt('error.server')).toBe('Estamos com um problema no servidor. Por favor, volte mais tarde.')
  })
})
