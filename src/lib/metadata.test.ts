import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { documentSearch, fullTitle, lengthVerdict, searchLengths, titleTemplate } from './metadata'

describe('search lengths', () => {
  it('are the ones Payload’s SEO plugin recommends', async () => {
    // Its defaults are not exported: read from the installed package's own file.
    const file = path.resolve('node_modules/@payloadcms/plugin-seo/dist/defaults.js')
    const { defaults } = await import(pathToFileURL(file).href)
    expect(searchLengths).toEqual({
      title: { min: defaults.title.minLength, max: defaults.title.maxLength },
      description: { min: defaults.description.minLength, max: defaults.description.maxLength },
    })
  })

  it('judge a text with its bounds included, and an empty or blank one missing', () => {
    const range = { min: 3, max: 5 }
    expect(['', '  ', null, undefined].map((t) => lengthVerdict(t, range))).toEqual(Array(4).fill('missing'))
    expect(['ab', 'abc', 'abcde', 'abcdef'].map((t) => lengthVerdict(t, range))).toEqual(['short', 'ok', 'ok', 'long'])
  })
})

describe('a document page’s search texts', () => {
  it('are its search title and description, else its title and summary or excerpt', () => {
    expect(documentSearch({ title: 'T', summary: 'S', seo: { title: 'ST', description: 'SD' } })).toEqual({
      title: 'ST',
      description: 'SD',
    })
    expect(documentSearch({ title: 'T', summary: 'S', seo: { title: '', description: null } })).toEqual({
      title: 'T',
      description: 'S',
    })
    expect(documentSearch({ title: 'T', excerpt: 'E' })).toEqual({ title: 'T', description: 'E' })
    expect(documentSearch({ title: 'T' }).description).toBeUndefined()
  })

  it('end with the studio’s name in the page title, as the layout’s template has it', () => {
    expect(titleTemplate('Estúdio Maré')).toBe('%s | Estúdio Maré')
    expect(fullTitle('Cases', 'Estúdio Maré')).toBe('Cases | Estúdio Maré')
    expect(fullTitle('Cases', null)).toBe('Cases')
  })
})
