import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { seoOf } from '../publishable'
import { pngFile, startPayload } from './payload-harness'

let payload: Payload
let cleanup: () => Promise<void>
let mediaId: number

beforeAll(async () => {
  ;({ payload, cleanup } = await startPayload())
  const media = await payload.create({
    collection: 'media',
    locale: 'pt',
    data: { alt: 'Capa azul' },
    file: await pngFile(),
  })
  await payload.update({ collection: 'media', id: media.id, locale: 'en', data: { alt: 'Blue cover' } })
  mediaId = media.id
})
afterAll(async () => cleanup?.())

/** Create in pt, translate to en, and read each locale back. */
async function roundTrip<C extends 'cases' | 'posts' | 'services' | 'clients' | 'employees' | 'products'>(
  collection: C,
  pt: Record<string, unknown>,
  en: Record<string, unknown>,
  field: string,
) {
  const created = await payload.create({ collection, locale: 'pt', data: pt as never })
  await payload.update({ collection, id: created.id, locale: 'en', data: en as never })
  const inPt = (await payload.findByID({ collection, id: created.id, locale: 'pt' })) as unknown as Record<
    string,
    unknown
  >
  const inEn = (await payload.findByID({ collection, id: created.id, locale: 'en' })) as unknown as Record<
    string,
    unknown
  >
  expect(inPt[field]).toBe(pt[field])
  expect(inEn[field]).toBe(en[field])
  return created
}

describe('localized content', () => {
  it('keeps media alt text per locale', async () => {
    expect((await payload.findByID({ collection: 'media', id: mediaId, locale: 'pt' })).alt).toBe('Capa azul')
    expect((await payload.findByID({ collection: 'media', id: mediaId, locale: 'en' })).alt).toBe('Blue cover')
  })

  it('creates and reads every localized collection in pt and en', async () => {
    const client = await roundTrip('clients', { name: 'Banco Sol' }, { name: 'Sun Bank' }, 'name')
    const service = await roundTrip(
      'services',
      { title: 'Marca', ...seoOf('pt'), _status: 'published' },
      { title: 'Branding', ...seoOf('en'), _status: 'published' },
      'title',
    )
    const employee = await roundTrip(
      'employees',
      { name: 'Ana', role: 'Diretora de arte' },
      { role: 'Art director' },
      'role',
    )
    await roundTrip('products', { name: 'Jogo da Onça' }, { name: 'Jaguar Game' }, 'name')
    await roundTrip(
      'cases',
      {
        title: 'Identidade Visual',
        year: 2024,
        cover: mediaId,
        client: client.id,
        services: [service.id],
        ...seoOf('pt'),
        _status: 'published',
      },
      { title: 'Visual Identity', ...seoOf('en'), _status: 'published' },
      'title',
    )
    await roundTrip(
      'posts',
      {
        title: 'Como desenhamos',
        publishedDate: '2026-01-10T12:00:00.000Z',
        author: employee.id,
        tags: ['design'],
        ...seoOf('pt'),
        _status: 'published',
      },
      { title: 'How we design', tags: ['design'], ...seoOf('en'), _status: 'published' },
      'title',
    )
  })

  it('falls back to Portuguese where a translation is missing', async () => {
    const c = await payload.create({ collection: 'clients', locale: 'pt', data: { name: 'Só em português' } })
    expect((await payload.findByID({ collection: 'clients', id: c.id, locale: 'en' })).name).toBe('Só em português')
  })

  it('stores subscribers without localization, with a unique e-mail', async () => {
    const data = {
      name: 'Rita',
      surname: 'Lee',
      email: 'rita@example.com',
      locale: 'pt' as const,
      status: 'pending' as const,
    }
    await payload.create({ collection: 'subscribers', data })
    await expect(payload.create({ collection: 'subscribers', data })).rejects.toThrow()
  })

  it('reads the globals per locale', async () => {
    await payload.updateGlobal({ slug: 'site-settings', locale: 'pt', data: { studioName: 'Estúdio' } })
    await payload.updateGlobal({ slug: 'site-settings', locale: 'en', data: { studioName: 'Studio' } })
    expect((await payload.findGlobal({ slug: 'site-settings', locale: 'pt' })).studioName).toBe('Estúdio')
    expect((await payload.findGlobal({ slug: 'site-settings', locale: 'en' })).studioName).toBe('Studio')
  })
})

describe('localized slugs', () => {
  it('are generated from the title of each locale when left empty', async () => {
    const doc = await payload.create({
      collection: 'services',
      locale: 'pt',
      data: { title: 'Instalações Interativas', ...seoOf('pt'), _status: 'published' },
    })
    await payload.update({
      collection: 'services',
      id: doc.id,
      locale: 'en',
      data: { title: 'Interactive Installations', ...seoOf('en'), _status: 'published' },
    })
    expect((await payload.findByID({ collection: 'services', id: doc.id, locale: 'pt' })).slug).toBe(
      'instalacoes-interativas',
    )
    expect((await payload.findByID({ collection: 'services', id: doc.id, locale: 'en' })).slug).toBe(
      'interactive-installations',
    )
  })

  it('are unique within a locale', async () => {
    const base = { year: 2023, cover: mediaId, ...seoOf('pt'), _status: 'published' as const }
    await payload.create({
      collection: 'cases',
      locale: 'pt',
      data: { ...base, title: 'Primeiro', slug: 'mesmo-slug' },
    })
    await expect(
      payload.create({ collection: 'cases', locale: 'pt', data: { ...base, title: 'Segundo', slug: 'mesmo-slug' } }),
    ).rejects.toThrow()
  })

  it('may repeat across locales', async () => {
    const base = { year: 2023, cover: mediaId, ...seoOf('pt'), _status: 'published' as const }
    const a = await payload.create({
      collection: 'cases',
      locale: 'pt',
      data: { ...base, title: 'Alfa', slug: 'palavra' },
    })
    const b = await payload.create({
      collection: 'cases',
      locale: 'pt',
      data: { ...base, title: 'Beta', slug: 'beta' },
    })
    await payload.update({
      collection: 'cases',
      id: b.id,
      locale: 'en',
      data: { title: 'Beta', slug: 'palavra', ...seoOf('en') },
    })
    expect((await payload.findByID({ collection: 'cases', id: a.id, locale: 'pt' })).slug).toBe('palavra')
    expect((await payload.findByID({ collection: 'cases', id: b.id, locale: 'en' })).slug).toBe('palavra')
  })
})

describe('proper nouns', () => {
  it('need a Portuguese name, and an English edit may leave it to fall back', async () => {
    await expect(
      payload.create({ collection: 'employees', locale: 'pt', data: { name: '', role: 'Dev' } }),
    ).rejects.toThrow()
    const e = await payload.create({
      collection: 'employees',
      locale: 'pt',
      data: { name: 'Bia', role: 'Desenvolvedora' },
    })
    await payload.update({ collection: 'employees', id: e.id, locale: 'en', data: { role: 'Developer' } })
    const inEn = await payload.findByID({ collection: 'employees', id: e.id, locale: 'en' })
    expect([inEn.name, inEn.role]).toEqual(['Bia', 'Developer'])
  })
})
