import { describe, expect, it } from 'vitest'
import { menuFromAddresses } from './from-addresses'

describe('menuFromAddresses', () => {
  it('keeps the default menu when the older site set no address', () => {
    expect(menuFromAddresses({ pt: {}, en: { games: null } })).toBeNull()
  })

  it('carries an https address to its entry in both languages, in the spec order with its words', () => {
    const rows = menuFromAddresses({ pt: { games: 'https://estudiomare.itch.io', contact: '/#contato' }, en: {} })!
    expect(rows.map((row) => row.label.pt)).toEqual([
      'Cases',
      'Nossos clientes',
      'O que fazemos',
      'Sobre nós',
      'Contato',
      'Artigos',
      'Trabalhe conosco',
      'Jogos',
    ])
    expect(rows.at(-1)).toEqual({
      kind: 'external',
      route: null,
      label: { pt: 'Jogos', en: 'Games' },
      url: { pt: 'https://estudiomare.itch.io', en: 'https://estudiomare.itch.io' },
    })
    // An address the editable menu would refuse leaves its entry on the section it led to before.
    expect(rows[4]).toMatchObject({ kind: 'route', route: 'contact' })
  })
})
