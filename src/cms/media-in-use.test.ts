import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'
import { mediaIdsIn } from './media-in-use'

const fields = [
  { name: 'cover', type: 'upload', relationTo: 'media' },
  { name: 'client', type: 'relationship', relationTo: 'clients' },
  { name: 'any', type: 'relationship', relationTo: ['media', 'clients'], hasMany: true },
  { name: 'seo', type: 'group', flattenedFields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
  {
    name: 'gallery',
    type: 'array',
    flattenedFields: [{ name: 'image', type: 'upload', relationTo: 'media', localized: true }],
  },
  {
    name: 'layout',
    type: 'blocks',
    blocks: [{ slug: 'hero', flattenedFields: [{ name: 'media', type: 'upload', relationTo: 'media' }] }],
  },
  { name: 'body', type: 'richText', localized: true },
] as unknown as FlattenedField[]

describe('mediaIdsIn', () => {
  it('finds every image a document uses: fields, groups, arrays, blocks, rich text, each locale', () => {
    const doc = {
      cover: 1,
      client: 99,
      any: [
        { relationTo: 'media', value: 2 },
        { relationTo: 'clients', value: 98 },
      ],
      seo: { image: 3 },
      gallery: [{ image: { pt: 4, en: 5 } }, { image: { pt: null } }],
      layout: [
        { blockType: 'hero', media: 6 },
        { blockType: 'unknown', media: 97 },
      ],
      body: {
        pt: {
          root: { children: [{ type: 'paragraph', children: [{ type: 'upload', relationTo: 'media', value: 7 }] }] },
        },
        en: { root: { children: [{ type: 'upload', relationTo: 'media', value: { id: 8 } }] } },
      },
    }
    expect([...mediaIdsIn(fields, doc)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })
  it('finds nothing in an empty or missing document', () => {
    expect(mediaIdsIn(fields, {}).size).toBe(0)
    expect(mediaIdsIn(fields, null).size).toBe(0)
  })
})
