import { describe, expect, it } from 'vitest'
import { pageKindOf } from './page-kind'

describe('pageKindOf', () => {
  it.each([
    ['/', 'home'],
    ['/cases', 'cases'],
    ['/case', 'case'],
    ['/case/site-do-museu', 'case'],
    ['/posts', 'articles'],
    ['/posts/page/2', 'articles'],
    ['/posts/design-systems', 'article'],
    ['/o-que-fazemos', 'what-we-do'],
    ['/what-we-do/', 'what-we-do'],
    ['/o-que-fazemos/branding', 'service'],
    ['/what-we-do/branding', 'service'],
    ['/politica-de-privacidade', 'legal'],
    ['/termos-de-uso', 'legal'],
    ['/sobre', 'about'],
    ['/contato', 'contact'],
    ['/offline', 'other'],
    ['/anything/else', 'other'],
    [undefined, 'other'],
  ])('%s is %s', (path, kind) => expect(pageKindOf(path)).toBe(kind))
})
