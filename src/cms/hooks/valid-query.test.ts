import { describe, expect, it } from 'vitest'
import type { Field } from 'payload'
import { idPaths, invalidWhere } from './valid-query'

const fields: Field[] = [
  { name: 'title', type: 'text' },
  { name: 'client', type: 'relationship', relationTo: 'clients' },
  { name: 'services', type: 'relationship', relationTo: 'services', hasMany: true },
  { name: 'any', type: 'relationship', relationTo: ['cases', 'posts'] },
  { name: 'gallery', type: 'array', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
  { name: 'seo', type: 'group', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
  { type: 'row', fields: [{ name: 'cover', type: 'upload', relationTo: 'media' }] },
]
const ids = new Set(idPaths(fields))

describe('queries Payload would answer with 500', () => {
  it('finds the fields that hold document ids, however deep', () => {
    expect([...ids].sort()).toEqual(['client', 'cover', 'gallery.image', 'seo.image', 'services'])
  })
  it('are refused: lists for one-value operators, ids that are not integers', () => {
    for (const where of [
      { title: { like: ['a', 'b'] } },
      { title: { equals: { x: '1' } } },
      { id: { in: 'x' } },
      { id: { not_in: ['x', 'x'] } },
      { client: { equals: 'x' } },
      { services: { contains: 'x' } },
      { 'seo.image': { in: '1,x' } },
      { or: [{ title: { like: 'a' } }, { and: [{ id: { all: 'x' } }] }] },
      { or: { title: { like: 'a' } } },
      { title: 'a' },
    ]) {
      expect(invalidWhere(where, ids), JSON.stringify(where)).not.toBeNull()
    }
  })
  it('are let through when they are well formed, as the admin sends them', () => {
    for (const where of [
      undefined,
      { title: { like: 'a' }, id: { in: '1,2' } },
      { id: { in: ['1', 2] }, client: { equals: '3' }, cover: { exists: 'true' } },
      { services: { in: ['1'] }, client: { equals: null }, any: { equals: 'x' } },
      { or: [{ and: [{ 'gallery.image': { not_in: ['4'] } }] }] },
    ]) {
      expect(invalidWhere(where, ids), JSON.stringify(where)).toBeNull()
    }
  })
})
