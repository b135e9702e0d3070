import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidTarget, localeOfPath, maxRedirectHops, normalizeSource, resolveRedirect, sourceVariants } from './rules'

describe('normalizeSource', () => {
  it('keeps a plain path and drops a trailing slash, query and fragment', () => {
    expect(normalizeSource('/case/old')).toBe('/case/old')
    expect(normalizeSource(' /case/old/ ')).toBe('/case/old')
    expect(normalizeSource('/case/old?utm=x#top')).toBe('/case/old')
    expect(normalizeSource('/')).toBe('/')
  })
  it('reduces a pasted address of the old site to its path and decodes it', () => {
    expect(normalizeSource('https://old.example.com/servi%C3%A7os/')).toBe('/serviços')
  })
  it('refuses what is not a site path', () => {
    for (const bad of ['case/old', '//evil.example', '/\\evil', '/bad%E0%A4%A', '/a//b', 'javascript:alert(1)', '']) {
      expect(normalizeSource(bad), bad).toBeNull()
    }
  })
})

describe('isValidTarget', () => {
  it('accepts site paths and http(s) URLs only', () => {
    expect(isValidTarget('/en/case/new')).toBe(true)
    expect(isValidTarget('https://studio.example/x')).toBe(true)
    expect(isValidTarget('//evil.example')).toBe(false)
    expect(isValidTarget('javascript:alert(1)')).toBe(false)
    expect(isValidTarget('ftp://x')).toBe(false)
  })
})

describe('localeOfPath', () => {
  it('reads the locale from the /en prefix only', () => {
    expect(localeOfPath('/en')).toBe('en')
    expect(localeOfPath('/en/case/x')).toBe('en')
    expect(localeOfPath('/english')).toBe('pt')
    expect(localeOfPath('/case/x')).toBe('pt')
  })
})

describe('sourceVariants', () => {
  it('pairs the two route names of what-we-do in each locale', () => {
    expect(sourceVariants('/what-we-do/old')).toEqual(['/what-we-do/old', '/o-que-fazemos/old'])
    expect(sourceVariants('/en/o-que-fazemos/old')).toEqual(['/en/o-que-fazemos/old', '/en/what-we-do/old'])
    expect(sourceVariants('/case/old')).toEqual(['/case/old'])
  })
})

describe('resolveRedirect', () => {
  const rules = (entries: [string, string][]) => new Map(entries)

  it('sends an old address to its target', () => {
    expect(resolveRedirect('/case/a', rules([['/case/a', '/case/c']]))).toBe('/case/c')
    expect(resolveRedirect('/case/a/', rules([['/case/a', '/case/c']]))).toBe('/case/c')
    expect(resolveRedirect('/case/x', rules([['/case/a', '/case/c']]))).toBeNull()
  })
  it('follows a chain to its end in one answer', () => {
    const chain = rules([
      ['/old-site/work', '/case/a'],
      ['/case/a', '/case/b'],
      ['/case/b', '/case/c'],
    ])
    expect(resolveRedirect('/old-site/work', chain)).toBe('/case/c')
  })
  it('finds a service rule under either route name', () => {
    expect(resolveRedirect('/what-we-do/old', rules([['/o-que-fazemos/old', '/o-que-fazemos/new']]))).toBe(
      '/o-que-fazemos/new',
    )
  })
  it('stops at an external URL', () => {
    expect(resolveRedirect('/x', rules([['/x', 'https://elsewhere.example/y']]))).toBe('https://elsewhere.example/y')
  })
  it('never loops, whatever the rules', () => {
    expect(resolveRedirect('/a', rules([['/a', '/a']]))).toBeNull()
    expect(
      resolveRedirect(
        '/a',
        rules([
          ['/a', '/b'],
          ['/b', '/a'],
        ]),
      ),
    ).toBeNull()
    const long = rules(
      Array.from({ length: maxRedirectHops + 2 }, (_, i) => [`/p${i}`, `/p${i + 1}`] as [string, string]),
    )
    expect(resolveRedirect('/p0', long)).toBeNull()
    // Any set of rules over a few paths: the answer is null or an address that has no rule of its own.
    const path = fc.constantFrom('/a', '/b', '/c', '/d', '/what-we-do/e', '/o-que-fazemos/e')
    fc.assert(
      fc.property(fc.array(fc.tuple(path, path), { maxLength: 8 }), path, (entries, start) => {
        const map = rules(entries)
        const to = resolveRedirect(start, map)
        if (to !== null) expect(sourceVariants(to).some((v) => map.has(v))).toBe(false)
      }),
    )
  })
})
