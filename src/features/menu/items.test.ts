import { describe, expect, it } from 'vitest'
import { menuItems } from './items'

describe('menuItems', () => {
  it('is the eight entries of the spec until an editor writes a menu', () => {
    const items = menuItems('en', { items: [] })
    expect(items.map((i) => i.key)).toEqual([
      'cases',
      'clients',
      'whatWeDo',
      'about',
      'contact',
      'articles',
      'workWithUs',
      'games',
    ])
    expect(items.find((i) => i.key === 'whatWeDo')?.href).toBe('/what-we-do')
  })

  it('leads an entry to a section, a page by its slug in the locale, or an outside address', () => {
    const items = menuItems('pt', {
      items: [
        { id: 'a', kind: 'route', route: 'whatWeDo', label: 'O que fazemos' },
        { id: 'b', kind: 'page', page: { slug: 'trabalhe-conosco' }, label: 'Trabalhe conosco' },
        { id: 'c', kind: 'external', url: 'https://estudiomare.itch.io', label: 'Jogos' },
      ],
    })
    expect(items).toEqual([
      { key: 'a', label: 'O que fazemos', href: '/o-que-fazemos', external: false },
      { key: 'b', label: 'Trabalhe conosco', href: '/trabalhe-conosco', external: false },
      { key: 'c', label: 'Jogos', href: 'https://estudiomare.itch.io', external: true },
    ])
  })

  it('leaves out an entry whose page the public cannot read (not published: only its id comes back)', () => {
    expect(menuItems('pt', { items: [{ id: 'b', kind: 'page', page: 7, label: 'Rascunho' }] })).toEqual([])
  })
})
