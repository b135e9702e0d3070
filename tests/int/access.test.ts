import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { User } from '@/payload-types'
import { seoOf } from '../publishable'
import { api } from './forms-harness'
import { pngFile, startPayload } from './payload-harness'

let payload: Payload
let cleanup: () => Promise<void>
let admin: User
let editor: User
let subscriber: User

beforeAll(async () => {
  ;({ payload, cleanup } = await startPayload())
  admin = await payload.create({
    collection: 'users',
    data: { email: 'admin@test.local', password: 'admin-pass-1', roles: ['admin'] },
  })
  editor = await payload.create({
    collection: 'users',
    data: { email: 'editor@test.local', password: 'editor-pass-1', roles: ['editor'] },
  })
  const media = await payload.create({ collection: 'media', data: { alt: 'x' }, file: await pngFile() })
  const base = { year: 2024, cover: media.id }
  await payload.create({
    collection: 'cases',
    data: { ...base, title: 'Publicado', ...seoOf('pt'), _status: 'published' },
  })
  await payload.create({ collection: 'cases', data: { ...base, title: 'Rascunho', _status: 'draft' }, draft: true })
  await payload.create({
    collection: 'subscribers',
    data: { name: 'A', surname: 'B', email: 'a@b.co', status: 'pending' },
  })
  subscriber = await payload.create({
    collection: 'users',
    data: { email: 'subscribers@test.local', password: 'subscribers-pass-1', roles: ['subscribers'] },
  })
})
afterAll(async () => cleanup?.())

const titles = (docs: { title: string }[]) => docs.map((d) => d.title).sort()

describe('access rules', () => {
  it('shows the public only published documents', async () => {
    const res = await payload.find({ collection: 'cases', overrideAccess: false, draft: true })
    expect(titles(res.docs)).toEqual(['Publicado'])
  })

  it('shows drafts to a signed-in editor', async () => {
    const res = await payload.find({ collection: 'cases', overrideAccess: false, user: editor, draft: true })
    expect(titles(res.docs)).toEqual(['Publicado', 'Rascunho'])
  })

  it('lists and counts for the public what is published, draft or not, also a document with a newer draft', async () => {
    const changed = await payload.create({
      collection: 'cases',
      data: { year: 2024, cover: (await payload.find({ collection: 'media' })).docs[0].id, title: 'Mudando' },
    })
    await payload.update({ collection: 'cases', id: changed.id, data: { ...seoOf('pt'), _status: 'published' } })
    await payload.update({ collection: 'cases', id: changed.id, data: { title: 'Mudando: rascunho' }, draft: true })
    const published = await payload.find({ collection: 'cases', overrideAccess: false })
    expect(titles(published.docs)).toEqual(['Mudando', 'Publicado'])
    for (const user of [undefined, subscriber]) {
      const asDraft = await payload.find({ collection: 'cases', overrideAccess: false, draft: true, user })
      expect(titles(asDraft.docs)).toEqual(titles(published.docs))
      const count = await payload.count({ collection: 'cases', overrideAccess: false, user })
      expect(count.totalDocs).toBe(published.totalDocs)
    }
    // As an anonymous visitor asks the REST API.
    const rest = await (await api('/api/cases?draft=true&depth=0')).json()
    expect(titles(rest.docs)).toEqual(titles(published.docs))
    expect((await (await api('/api/cases/count?draft=true')).json()).totalDocs).toBe(rest.totalDocs)
  })

  it('hides subscribers from the public, for reading and writing', async () => {
    await expect(payload.find({ collection: 'subscribers', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'subscribers',
        overrideAccess: false,
        data: { name: 'X', surname: 'Y', email: 'x@y.co', status: 'pending' },
      }),
    ).rejects.toThrow()
    const [sub] = (await payload.find({ collection: 'subscribers' })).docs
    await expect(
      payload.update({ collection: 'subscribers', id: sub.id, overrideAccess: false, data: { name: 'Z' } }),
    ).rejects.toThrow()
  })

  it('lets only admins manage users', async () => {
    await expect(
      payload.create({
        collection: 'users',
        overrideAccess: false,
        user: editor,
        data: { email: 'new@test.local', password: 'pass-12345-long', roles: ['editor'] },
      }),
    ).rejects.toThrow()
    const made = await payload.create({
      collection: 'users',
      overrideAccess: false,
      user: admin,
      data: { email: 'new@test.local', password: 'pass-12345-long', roles: ['editor'] },
    })
    expect(made.email).toBe('new@test.local')
    await expect(
      payload.delete({ collection: 'users', id: made.id, overrideAccess: false, user: editor }),
    ).rejects.toThrow()
    const others = await payload.find({ collection: 'users', overrideAccess: false, user: editor })
    expect(others.docs.map((u) => u.email)).toEqual(['editor@test.local'])
  })

  it('does not let an editor promote themself to admin', async () => {
    await payload.update({
      collection: 'users',
      id: editor.id,
      overrideAccess: false,
      user: editor,
      data: { roles: ['admin'] },
    })
    const after = await payload.findByID({ collection: 'users', id: editor.id })
    expect(after.roles).toEqual(['editor'])
  })

  it('does not let the public read users', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
  })
})
