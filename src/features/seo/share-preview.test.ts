import { describe, expect, it } from 'vitest'
import { sharePreviewPath, sharePreviewTarget } from './share-preview'

const target = (query: string) => sharePreviewTarget(new URLSearchParams(query))

describe('sharePreviewTarget', () => {
  it('reads the address the admin asks for', () => {
    expect(target(new URL(sharePreviewPath('cases', 5, 'en'), 'http://x').search)).toEqual({
      collection: 'cases',
      id: 5,
      locale: 'en',
    })
  })

  it('refuses anything else, names inherited from objects included', () => {
    for (const query of [
      '',
      'collection=constructor&id=1&locale=pt',
      'collection=__proto__&id=1&locale=pt',
      'collection=users&id=1&locale=pt',
      'collection=cases&id=0&locale=pt',
      'collection=cases&id=1.5&locale=pt',
      'collection=cases&id=99999999999999999999&locale=pt',
      'collection=cases&id=1&locale=fr',
      'collection=cases&id=1',
    ])
      expect(target(query), query).toBeNull()
  })
})
