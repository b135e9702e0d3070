// Renaming never breaks a link: the slug history per locale, editors' own redirects,
// and the rules the site resolves (chains, loops, live pages), on Payload's local API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { publishedAddresses } from '@/cms/addresses'
import { activeRedirectRules } from '@/features/redirects/active-rules'
import { resolveRedirect } from '@/features/redirects/rules'
import { api, loginToken } from './forms-harness'
import { seoOf } from '../publishable'
import { pngFile, startPayload } from './payload-harness'

let payload: Payload
let cleanup: () => Promise<void>
let cover: number
let editorToken: string

beforeAll(async () => {
  ;({ payload, cleanup } = await startPayload())
  cover = (await payload.create({ collection: 'media', data: { alt: 'x' }, file: await pngFile() })).id
  await payload.create({
    collection: 'users',
    data: { email: 'editor@test.local', password: 'editor-pass-1', roles: ['editor'] },
  })
  editorToken = await loginToken(payload, 'editor@test.local', 'editor-pass-1')
})
afterAll(async () => cleanup?.())

/** Where the site sends a request for `path` now (null: no redirect). */
async function redirectFor(path: string): Promise<string | null> {
  return resolveRedirect(path, new Map(await activeRedirectRules(payload)))
}

async function publishCase(slugs: { pt: string; en?: string }) {
  const doc = await payload.create({
    collection: 'cases',
    locale: 'pt',
    data: { title: slugs.pt, slug: slugs.pt, year: 2024, cover, ...seoOf('pt'), _status: 'published' },
  })
  if (slugs.en)
    await payload.update({
      collection: 'cases',
      id: doc.id,
      locale: 'en',
      data: { title: slugs.en, slug: slugs.en, ...seoOf('en'), _status: 'published' },
    })
  return doc.id
}

const rename = (collection: 'cases' | 'services', id: number, locale: 'pt' | 'en', slug: string) =>
  payload.update({ collection, id, locale, data: { slug, _status: 'published' } })

describe('slug history', () => {
  let id: number

  it('sends every old address of each locale to the current one, through chains of renames', async () => {
    id = await publishCase({ pt: 'caso-a0', en: 'case-b0' })
    await rename('cases', id, 'pt', 'caso-a1')
    await rename('cases', id, 'pt', 'caso-a2')
    await rename('cases', id, 'en', 'case-b1')
    expect(await redirectFor('/case/caso-a0')).toBe('/case/caso-a2')
    expect(await redirectFor('/case/caso-a1')).toBe('/case/caso-a2')
    expect(await redirectFor('/en/case/case-b0')).toBe('/en/case/case-b1')
    // Before its English slug existed, the English page lived under the Portuguese one.
    expect(await redirectFor('/en/case/caso-a0')).toBe('/en/case/case-b1')
    // Each locale keeps its own addresses.
    expect(await redirectFor('/case/case-b0')).toBeNull()
    expect(await redirectFor('/en/case/caso-a1')).toBeNull()
    // The current addresses are pages, not redirects.
    expect(await redirectFor('/case/caso-a2')).toBeNull()
    expect(await redirectFor('/en/case/case-b1')).toBeNull()
  })

  it('records the old addresses as redirects editors can see, marked as automatic', async () => {
    const { docs } = await payload.find({ collection: 'redirects', where: { automatic: { equals: true } }, depth: 0 })
    expect(docs.map((d) => d.from).sort()).toEqual([
      '/case/caso-a0',
      '/case/caso-a1',
      '/en/case/case-b0',
      '/en/case/caso-a0',
    ])
  })

  it('never loops when a document takes an old slug back', async () => {
    await rename('cases', id, 'pt', 'caso-a0')
    expect(await redirectFor('/case/caso-a0')).toBeNull()
    expect(await redirectFor('/case/caso-a1')).toBe('/case/caso-a0')
    expect(await redirectFor('/case/caso-a2')).toBe('/case/caso-a0')
  })

  it('ignores drafts: only publishing moves the live address', async () => {
    await payload.update({
      collection: 'cases',
      id,
      locale: 'pt',
      draft: true,
      data: { slug: 'caso-rascunho', _status: 'draft' },
    })
    expect(await redirectFor('/case/caso-a0')).toBeNull()
    expect(await redirectFor('/case/caso-rascunho')).toBeNull()
  })

  it('keeps the English address of an untranslated document, which used the Portuguese slug', async () => {
    const other = await publishCase({ pt: 'so-em-portugues' })
    await rename('cases', other, 'pt', 'so-em-portugues-2')
    expect(await redirectFor('/en/case/so-em-portugues')).toBe('/en/case/so-em-portugues-2')
    expect(await redirectFor('/case/so-em-portugues')).toBe('/case/so-em-portugues-2')
  })

  it('finds an old service address under either route name', async () => {
    const service = await payload.create({
      collection: 'services',
      locale: 'pt',
      data: { title: 'Marca', slug: 'marca', ...seoOf('pt'), _status: 'published' },
    })
    await rename('services', service.id, 'pt', 'identidade')
    expect(await redirectFor('/o-que-fazemos/marca')).toBe('/o-que-fazemos/identidade')
    expect(await redirectFor('/what-we-do/marca')).toBe('/o-que-fazemos/identidade')
  })

  it('lists only current addresses in the sitemap', async () => {
    const addresses = (await publishedAddresses(payload)).filter((a) => a.collection === 'cases' && a.id === id)
    expect(addresses.map((a) => a.paths)).toEqual([{ pt: '/case/caso-a0', en: '/case/case-b1' }])
  })

  it('stops redirecting to an unpublished document, and forgets a deleted one', async () => {
    const gone = await publishCase({ pt: 'sera-removido' })
    await rename('cases', gone, 'pt', 'sera-removido-2')
    await payload.update({ collection: 'cases', id: gone, data: { _status: 'draft' } })
    expect(await redirectFor('/case/sera-removido')).toBeNull()
    await payload.delete({ collection: 'cases', id: gone })
    const left = await payload.find({ collection: 'redirects', where: { from: { equals: '/case/sera-removido' } } })
    expect(left.docs).toEqual([])
  })
})

describe('editors’ redirects', () => {
  it('lead an old site’s address to a document, in the locale of the address', async () => {
    const service = await payload.create({
      collection: 'services',
      locale: 'pt',
      data: { title: 'Jogos', slug: 'jogos', ...seoOf('pt'), _status: 'published' },
    })
    await payload.update({
      collection: 'services',
      id: service.id,
      locale: 'en',
      data: { title: 'Games', slug: 'games', ...seoOf('en'), _status: 'published' },
    })
    const res = await api('/api/redirects', {
      method: 'POST',
      token: editorToken,
      body: {
        from: ' https://old.example.com/servicos/jogos/ ',
        to: { type: 'reference', reference: { relationTo: 'services', value: service.id } },
      },
    })
    expect(res.status).toBe(201)
    expect((await res.json()).doc.from).toBe('/servicos/jogos')
    await payload.create({
      collection: 'redirects',
      data: {
        from: '/en/services/games',
        to: { type: 'reference', reference: { relationTo: 'services', value: service.id } },
      },
    })
    expect(await redirectFor('/servicos/jogos')).toBe('/o-que-fazemos/jogos')
    expect(await redirectFor('/en/services/games')).toBe('/en/what-we-do/games')
  })

  it('follow a chain to its end', async () => {
    await payload.create({
      collection: 'redirects',
      data: { from: '/antigo', to: { type: 'custom', url: '/antigo-2' } },
    })
    await payload.create({
      collection: 'redirects',
      data: { from: '/antigo-2', to: { type: 'custom', url: '/cases' } },
    })
    expect(await redirectFor('/antigo')).toBe('/cases')
  })

  it('refuse a rule that would lead back to itself, with a 400', async () => {
    await payload.create({ collection: 'redirects', data: { from: '/laco-a', to: { type: 'custom', url: '/laco-b' } } })
    const res = await api('/api/redirects', {
      method: 'POST',
      token: editorToken,
      body: { from: '/laco-b', to: { type: 'custom', url: '/laco-a' } },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('voltaria para si mesmo')
  })

  it('refuse an address that is a published page, and one that is not a path', async () => {
    const live = await api('/api/redirects', {
      method: 'POST',
      token: editorToken,
      body: { from: '/case/caso-a0', to: { type: 'custom', url: '/cases' } },
    })
    expect(live.status).toBe(400)
    const route = await api('/api/redirects', {
      method: 'POST',
      token: editorToken,
      body: { from: '/en/cases', to: { type: 'custom', url: '/' } },
    })
    expect(route.status).toBe(400)
    const bad = await api('/api/redirects', {
      method: 'POST',
      token: editorToken,
      body: { from: 'sem-barra', to: { type: 'custom', url: 'javascript:alert(1)' } },
    })
    expect(bad.status).toBe(400)
  })

  it('show editors where each address leads: the path, the address, or that the document is not published', async () => {
    const draft = await payload.create({
      collection: 'cases',
      locale: 'pt',
      data: { title: 'Rascunho', slug: 'rascunho-destino', year: 2024, cover, _status: 'draft' },
      draft: true,
    })
    await payload.create({
      collection: 'redirects',
      data: { from: '/para-rascunho', to: { type: 'reference', reference: { relationTo: 'cases', value: draft.id } } },
    })
    const res = await api('/api/redirects?limit=100&depth=0', { token: editorToken })
    expect(res.status).toBe(200)
    const destinations = Object.fromEntries(
      ((await res.json()).docs as { from: string; destination: string }[]).map((r) => [r.from, r.destination]),
    )
    expect(destinations).toMatchObject({
      '/servicos/jogos': '/o-que-fazemos/jogos',
      '/en/services/games': '/en/what-we-do/games',
      '/antigo': '/antigo-2',
      '/para-rascunho': '“Rascunho” (não publicado)',
    })
  })

  it('are not listed to the public', async () => {
    expect((await api('/api/redirects')).status).toBe(403)
  })
})
