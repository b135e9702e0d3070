// Translation status from real saves (the clock set before each one), machine translation against a local
// stand-in for DeepL's HTTP API, and who may use either.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { bold, doc, h, link, p, upload } from '@/cms/seed/lexical'
import { charactersOf } from '@/features/translation/server/translator'
import { startFakeDeepL, type FakeDeepL } from '../fake-deepl'
import { searchFields, seoOf } from '../publishable'
import { api, formsEnv, loginToken } from './forms-harness'
import { pngFile, startPayload } from './payload-harness'

formsEnv()
let payload: Payload
let cleanup: () => Promise<void>
let deepl: FakeDeepL
let mediaId: number
const tokens = { editor: '', admin: '', subscribers: '' }
const key = 'test-key:fx'

/**
 * The clock Payload stamps saves with: stopped, and moved a minute on before each save, so that
 * every save has its own time (Payload orders versions by it) and the test knows it.
 */
let clock = Date.now()
const tick = () => {
  clock += 60_000
  vi.setSystemTime(clock)
  return new Date(clock).toISOString()
}

beforeAll(async () => {
  ;({ payload, cleanup } = await startPayload())
  deepl = await startFakeDeepL({
    key,
    dictionary: {
      'Relatório anual': 'Annual report',
      'Nosso processo': 'Our process',
      'Um texto com': 'A text with',
      negrito: 'bold',
      'e um': 'and a',
      link: 'link',
      'Sobre nós': 'About us',
      // English into Portuguese: accents, for the slug to transliterate.
      'Annual report': 'Relatório do ano',
    },
  })
  process.env.DEEPL_API_KEY = key
  process.env.DEEPL_API_URL = deepl.url
  for (const role of ['editor', 'admin', 'subscribers'] as const) {
    tick()
    await payload.create({
      collection: 'users',
      data: { email: `${role}@test.local`, password: `${role}-password-1`, roles: [role] },
    })
    tokens[role] = await loginToken(payload, `${role}@test.local`, `${role}-password-1`)
  }
  mediaId = (await payload.create({ collection: 'media', data: { alt: 'x' }, file: await pngFile() })).id
  vi.useFakeTimers({ toFake: ['Date'], now: clock })
})
afterAll(async () => {
  vi.useRealTimers()
  delete process.env.DEEPL_API_KEY
  delete process.env.DEEPL_API_URL
  await deepl?.close()
  await cleanup?.()
})
afterEach(() => deepl.failWith(null))

type Group = { group: string; status: string; since: string | null; waiting: boolean }
type LocaleBody = { code: string; state: string | null; translation: { status: string; groups: Group[] } }
type Usage = { month: string; characters: number; limit: number; left: number }

async function languages(path: string, token = tokens.editor) {
  const res = await api(`${path}/locale-status`, { token })
  expect(res.status).toBe(200)
  const body = (await res.json()) as { locales: LocaleBody[]; translate: boolean; usage: Usage | null }
  const of = (code: string) => body.locales.find((l) => l.code === code)!.translation
  const groups = (code: string) => Object.fromEntries(of(code).groups.map((g) => [g.group, g.status]))
  return {
    body,
    of,
    groups,
    since: (code: string, group: string) => of(code).groups.find((g) => g.group === group)!.since,
  }
}

const caseBody = () =>
  doc(
    h(2, 'Nosso processo'),
    p('Um texto com ', bold('negrito'), ' e um ', link('https://example.com/x', 'link'), '.'),
    upload(mediaId),
  )

describe('translation status', () => {
  it('follows each locale per field group through saves: missing, up to date, outdated', async () => {
    tick()
    const made = await payload.create({
      collection: 'cases',
      locale: 'pt',
      // A title and summary a publish accepts as the page's own (checks before publish), and no search fields.
      data: {
        title: 'Um caso de teste com um título próprio',
        year: 2024,
        cover: mediaId,
        summary: searchFields.pt.description,
        body: caseBody(),
        _status: 'published',
      },
    })
    const path = `/api/cases/${made.id}`
    /** A save of one locale: published, or a draft. */
    const save = (locale: 'pt' | 'en', data: Record<string, unknown>, draft = true) => {
      tick()
      return payload.update({ collection: 'cases', id: made.id, locale, draft, data: data as never })
    }
    let s = await languages(path)
    expect(s.groups('pt')).toEqual({ title: 'up-to-date', summary: 'up-to-date', body: 'up-to-date' })
    expect(s.groups('en')).toEqual({ title: 'missing', summary: 'missing', body: 'missing' })
    expect(s.of('en').status).toBe('missing')

    // English filled in later: both in step, the Portuguese not made outdated by it.
    await save(
      'en',
      {
        title: 'A test case with a longer title of its own',
        summary: searchFields.en.description,
        body: caseBody(),
        _status: 'published',
      },
      false,
    )
    s = await languages(path)
    expect([s.of('pt').status, s.of('en').status]).toEqual(['up-to-date', 'up-to-date'])

    // A draft of the Portuguese summary that a publish would refuse (too short for the page's description): the
    // English summary is not outdated, only waiting for it.
    await save('pt', { summary: 'Resumo novo', _status: 'draft' })
    s = await languages(path)
    expect(s.groups('en')).toEqual({ title: 'up-to-date', summary: 'up-to-date', body: 'up-to-date' })
    expect(s.of('en').groups.find((g) => g.group === 'summary')!.waiting).toBe(true)
    await expect(save('pt', { _status: 'published' }, false)).rejects.toThrow()
    expect((await languages(path)).groups('en').summary).toBe('up-to-date')

    // Published: now the English summary is outdated, since the publish.
    const summary = searchFields.pt.description.replace('para testes', 'para este teste')
    await save('pt', { summary, _status: 'published' }, false)
    const published = new Date(clock).toISOString()
    s = await languages(path)
    expect(s.groups('en')).toEqual({ title: 'up-to-date', summary: 'outdated', body: 'up-to-date' })
    expect(s.since('en', 'summary')).toBe(published)
    expect(s.of('en').status).toBe('outdated')
    expect(s.of('pt').status).toBe('up-to-date')

    // A later save of the English summary, a draft, brings it up to date; an SEO title in Portuguese only is missing
    // in English, published or not.
    await save('en', { summary: 'New summary', _status: 'draft' })
    await save('pt', { seo: { title: 'Título SEO' }, _status: 'draft' })
    s = await languages(path)
    expect(s.groups('en')).toEqual({ title: 'up-to-date', summary: 'up-to-date', body: 'up-to-date', seo: 'missing' })

    // The other direction: an English edit makes the Portuguese outdated once it is published.
    await save('en', { title: 'Case study' })
    expect((await languages(path)).groups('pt').title).toBe('up-to-date')
    await save(
      'en',
      { title: 'A case study with a title of a good length', ...seoOf('en'), _status: 'published' },
      false,
    )
    s = await languages(path)
    expect(s.groups('pt').title).toBe('outdated')
    expect(s.groups('en').title).toBe('up-to-date')
  })

  it('tracks the globals from their versions', async () => {
    tick()
    await payload.updateGlobal({ slug: 'about', locale: 'pt', data: { title: 'Sobre nós', _status: 'published' } })
    tick()
    await payload.updateGlobal({ slug: 'about', locale: 'en', data: { title: 'About', _status: 'published' } })
    tick()
    await payload.updateGlobal({ slug: 'about', locale: 'pt', draft: true, data: { teamIntro: 'A equipe' } })
    let s = await languages('/api/globals/about')
    expect(s.groups('en')).toEqual({ title: 'up-to-date', teamIntro: 'missing' })
    tick()
    await payload.updateGlobal({ slug: 'about', locale: 'pt', draft: true, data: { title: 'Quem somos' } })
    s = await languages('/api/globals/about')
    expect(s.groups('en')).toEqual({ title: 'up-to-date', teamIntro: 'missing' })
    tick()
    await payload.updateGlobal({ slug: 'about', locale: 'pt', data: { _status: 'published' } })
    s = await languages('/api/globals/about')
    expect(s.groups('en')).toEqual({ title: 'outdated', teamIntro: 'missing' })
    expect(s.of('pt').status).toBe('up-to-date')
  })

  it('tracks collections without versions from the state their last save kept', async () => {
    tick()
    const product = await payload.create({
      collection: 'products',
      locale: 'pt',
      data: { name: 'Jogo', summary: 'Um jogo' },
    })
    tick()
    await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'en',
      data: { name: 'Game', summary: 'A game' },
    })
    const path = `/api/products/${product.id}`
    expect((await languages(path)).groups('en')).toEqual({ name: 'up-to-date', summary: 'up-to-date' })
    tick()
    await payload.update({ collection: 'products', id: product.id, locale: 'pt', data: { summary: 'Um jogo novo' } })
    let s = await languages(path)
    expect(s.groups('en')).toEqual({ name: 'up-to-date', summary: 'outdated' })
    expect(s.of('pt').status).toBe('up-to-date')
    expect(s.body.locales.every((l) => l.state === null)).toBe(true)
    tick()
    await payload.update({ collection: 'products', id: product.id, locale: 'en', data: { summary: 'A new game' } })
    s = await languages(path)
    expect(s.groups('en').summary).toBe('up-to-date')

    // Deleting the document deletes what was kept for it.
    const keys = async () =>
      (await payload.db.find({ collection: 'payload-kv', pagination: false, limit: 0 })).docs.map(
        (d) => (d as unknown as { key: string }).key,
      )
    expect(await keys()).toContain(`translation:products:${product.id}`)
    tick()
    await payload.delete({ collection: 'products', id: product.id })
    expect(await keys()).not.toContain(`translation:products:${product.id}`)
  })

  it('reads a whole list in a few queries, not one per document', async () => {
    const { collectionTranslations, documentTranslation } = await import('@/features/translation/server/history')
    tick()
    const ids: number[] = []
    for (let i = 0; i < 30; i++) {
      tick()
      const made = await payload.create({
        collection: 'posts',
        locale: 'pt',
        data: {
          title: `Artigo ${i}`,
          excerpt: 'Chamada',
          publishedDate: new Date().toISOString(),
          ...seoOf('pt'),
          _status: 'published',
        },
      })
      ids.push(made.id)
    }
    const spy = vi.spyOn(payload.db, 'findVersions')
    try {
      const cells = await Promise.all(ids.map((id) => documentTranslation(payload, 'posts', id)))
      expect(cells.map((c) => c?.locales.en.status)).toEqual(ids.map(() => 'missing'))
      // The heads of the 30 histories, then the 30 histories in two chunks.
      expect(spy.mock.calls.length).toBeLessThanOrEqual(3)
      spy.mockClear()
      // Nothing saved since: one query for the heads, the rest from memory.
      expect((await collectionTranslations(payload, 'posts', ids)).size).toBe(30)
      expect(spy.mock.calls.length).toBe(1)
    } finally {
      spy.mockRestore()
    }
  })
})

describe('machine translation (a local stand-in for DeepL)', () => {
  const translate = (path: string, body: unknown, token = tokens.editor) =>
    api(`${path}/translate`, { method: 'POST', body, token })

  let made = 0
  /**
   * A case published in both locales, its summary translated (in step), then its Portuguese title changed in a
   * draft: the English title waits for it (outdated once published), the body and the gallery's caption are missing
   * in English.
   */
  async function caseToTranslate() {
    const n = ++made
    tick()
    const created = await payload.create({
      collection: 'cases',
      locale: 'pt',
      data: {
        title: 'Relatório',
        slug: `relatorio-anual-${n}`,
        summary: 'Resumo',
        year: 2025,
        cover: mediaId,
        body: caseBody(),
        gallery: [{ image: mediaId, caption: 'Nosso processo' }],
        ...seoOf('pt'),
        _status: 'published',
      },
    })
    tick()
    await payload.update({
      collection: 'cases',
      id: created.id,
      locale: 'en',
      data: {
        title: 'Published English title',
        slug: `published-${n}`,
        summary: 'Summary',
        ...seoOf('en'),
        _status: 'published',
      },
    })
    tick()
    await payload.update({
      collection: 'cases',
      id: created.id,
      locale: 'pt',
      draft: true,
      data: { title: 'Relatório anual' },
    })
    return created.id
  }

  it('fills English from Portuguese as a draft, rich text structure kept, slug made from the translated title', async () => {
    const id = await caseToTranslate()
    const before = deepl.requests.length
    tick()
    const res = await translate(`/api/cases/${id}`, { from: 'pt', to: 'en' })
    expect(res.status).toBe(200)
    expect((await res.json()).saved).toBe(true)

    // What DeepL was asked, as its API wants it.
    const sent = deepl.requests.slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ auth: `DeepL-Auth-Key ${key}`, source_lang: 'PT', target_lang: 'EN-US' })
    expect(sent[0].tag_handling).toBe('xml')

    const draft = await payload.findByID({ collection: 'cases', id, locale: 'en', draft: true, fallbackLocale: false })
    expect(draft._status).toBe('draft')
    expect(draft.title).toBe('Annual report')
    expect(draft.slug).toBe('annual-report')
    expect(draft.gallery?.[0]).toMatchObject({ caption: 'Our process' })
    expect(draft.gallery?.[0].image).toMatchObject({ id: mediaId })
    const out = draft.body!.root.children as unknown as Record<string, unknown>[]
    expect(out.map((n) => n.type)).toEqual(['heading', 'paragraph', 'upload'])
    expect(out[0]).toMatchObject({ tag: 'h2', children: [{ type: 'text', text: 'Our process' }] })
    expect(out[1].children).toMatchObject([
      { type: 'text', text: 'A text with ', format: 0 },
      { type: 'text', text: 'bold', format: 1 },
      { type: 'text', text: ' and a ', format: 0 },
      { type: 'link', fields: { url: 'https://example.com/x' }, children: [{ type: 'text', text: 'link' }] },
      { type: 'text', text: '[EN-US] .' },
    ])
    expect(out[2]).toMatchObject({ type: 'upload', value: expect.objectContaining({ id: mediaId }) })
    const ptBody = (await payload.findByID({ collection: 'cases', id, locale: 'pt', draft: true })).body!
    expect(out[2].id).toBe((ptBody.root.children[2] as unknown as { id: string }).id)

    // Never published: visitors still read the English that was published, and the Portuguese is untouched.
    const published = await payload.findByID({ collection: 'cases', id, locale: 'en', draft: false })
    expect(published.title).toBe('Published English title')
    expect(published._status).toBe('published')
    const pt = await payload.findByID({ collection: 'cases', id, locale: 'pt', draft: true })
    expect(pt.title).toBe('Relatório anual')
    // Only what was missing or outdated: the English summary, in step, is the editor's and stays.
    expect(draft.summary).toBe('Summary')
    expect(sent[0].text.join(' ')).not.toContain('Resumo')
    // The translation catches English up; it does not make the Portuguese outdated.
    const s = await languages(`/api/cases/${id}`)
    expect(s.of('en').status).toBe('up-to-date')
    expect(s.of('pt').status).toBe('up-to-date')

    // Nothing left to translate: a clear 400, and DeepL is not asked.
    const again = await translate(`/api/cases/${id}`, { from: 'pt', to: 'en' })
    expect(again.status).toBe(400)
    expect(deepl.requests.length).toBe(before + 1)
  })

  it('translates Portuguese from English too', async () => {
    const id = await caseToTranslate()
    // The English title catches up with the Portuguese one, then is edited in a draft: the Portuguese title waits.
    for (const title of ['Annual report (draft)', 'Annual report']) {
      tick()
      await payload.update({ collection: 'cases', id, locale: 'en', draft: true, data: { title } })
    }
    const pt = (await languages(`/api/cases/${id}`)).of('pt').groups.find((g) => g.group === 'title')
    expect(pt).toMatchObject({ status: 'up-to-date', waiting: true })
    const before = deepl.requests.length
    tick()
    const res = await translate(`/api/cases/${id}`, { from: 'en', to: 'pt' })
    expect(res.status).toBe(200)
    expect(deepl.requests[before]).toMatchObject({ source_lang: 'EN', target_lang: 'PT-BR' })
    const draft = await payload.findByID({ collection: 'cases', id, locale: 'pt', draft: true, fallbackLocale: false })
    expect(draft.title).toBe('Relatório do ano')
    expect(draft.slug).toBe('relatorio-do-ano')
  })

  it('suffixes a translated slug that another document already uses in that locale', async () => {
    const first = await caseToTranslate()
    tick()
    await payload.update({ collection: 'cases', id: first, locale: 'en', data: { slug: 'annual-report' } })
    const second = await caseToTranslate()
    tick()
    expect((await translate(`/api/cases/${second}`, { from: 'pt', to: 'en' })).status).toBe(200)
    const draft = await payload.findByID({ collection: 'cases', id: second, locale: 'en', draft: true })
    expect(draft.slug).toBe('annual-report-2')
  })

  it('translates a global into a draft', async () => {
    tick()
    await payload.updateGlobal({ slug: 'about', locale: 'pt', data: { title: 'Sobre nós', _status: 'published' } })
    tick()
    const res = await translate('/api/globals/about', { from: 'pt', to: 'en' })
    expect(res.status).toBe(200)
    const draft = await payload.findGlobal({ slug: 'about', locale: 'en', draft: true, fallbackLocale: false })
    expect(draft.title).toBe('About us')
    expect((await payload.findGlobal({ slug: 'about', locale: 'en', draft: false })).title).not.toBe('About us')
  })

  it('saves nothing for a collection without drafts: the answer fills the form for the editor to review', async () => {
    tick()
    const product = await payload.create({ collection: 'products', locale: 'pt', data: { name: 'Relatório anual' } })
    tick()
    const res = await translate(`/api/products/${product.id}`, { from: 'pt', to: 'en' })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ saved: false, data: { name: 'Annual report', slug: 'annual-report' } })
    const en = await payload.findByID({ collection: 'products', id: product.id, locale: 'en', fallbackLocale: false })
    expect(en.name ?? null).toBeNull()
  })

  it("answers a provider failure with 502 and a message in the admin's language, and changes nothing", async () => {
    const id = await caseToTranslate()
    deepl.failWith(456)
    const failure = async (language: string) => {
      tick()
      const res = await api(`/api/cases/${id}/translate`, {
        method: 'POST',
        body: { from: 'pt', to: 'en' },
        token: tokens.editor,
        headers: { cookie: `payload-lng=${language}` },
      })
      expect(res.status).toBe(502)
      return (await res.json()).error as string
    }
    expect(await failure('pt')).toBe('O serviço de tradução falhou (DeepL: a cota do mês acabou). Nada foi alterado.')
    expect(await failure('en')).toBe(
      'The translation service failed (DeepL: the monthly quota is used up). Nothing was changed.',
    )
    const draft = await payload.findByID({ collection: 'cases', id, locale: 'en', draft: true })
    expect(draft.title).toBe('Published English title')
  })

  it('refuses bad requests with 4xx', async () => {
    const id = await caseToTranslate()
    expect((await translate(`/api/cases/${id}`, { from: 'pt', to: 'pt' })).status).toBe(400)
    tick()
    expect((await translate(`/api/cases/${id}`, { from: 'pt', to: 'fr' })).status).toBe(400)
    tick()
    expect((await translate(`/api/cases/${id}`, '[1]')).status).toBe(400)
    tick()
    expect((await translate('/api/cases/999999', { from: 'pt', to: 'en' })).status).toBe(404)
    tick()
    expect((await translate('/api/cases/abc', { from: 'pt', to: 'en' })).status).toBe(404)
    expect((await api('/api/cases/abc/locale-status', { token: tokens.editor })).status).toBe(404)
  })

  it('is off without DEEPL_API_KEY: the panel says so, and the endpoint says how to turn it on', async () => {
    const id = await caseToTranslate()
    delete process.env.DEEPL_API_KEY
    try {
      expect((await languages(`/api/cases/${id}`)).body).toMatchObject({ translate: false, usage: null })
      tick()
      const res = await translate(`/api/cases/${id}`, { from: 'pt', to: 'en' })
      expect(res.status).toBe(404)
      expect((await res.json()).error).toBe(
        'Tradução automática desligada: defina DEEPL_API_KEY no servidor para ligá-la.',
      )
    } finally {
      process.env.DEEPL_API_KEY = key
    }
    expect((await languages(`/api/cases/${id}`)).body.translate).toBe(true)
  })
})

describe("each user's hourly budget and the studio's month", () => {
  const limit = 10_000
  beforeAll(() => void (process.env.TRANSLATE_CHARS_PER_HOUR = String(limit)))
  afterAll(() => void delete process.env.TRANSLATE_CHARS_PER_HOUR)

  /** A Portuguese case of about `size` characters, English missing. */
  async function bigCase(size: number) {
    tick()
    const words = 'Um texto longo para traduzir. '
      .repeat(Math.ceil(size / 30))
      .slice(0, size)
      .trim()
    const made = await payload.create({
      collection: 'cases',
      locale: 'pt',
      data: {
        title: `Texto longo ${size} ${clock}`,
        year: 2025,
        cover: mediaId,
        body: doc(p(words)),
        _status: 'draft',
      },
      draft: true,
    })
    return made.id
  }
  async function newEditor(name: string) {
    tick()
    const email = `${name}-${Date.now()}@test.local`
    await payload.create({
      collection: 'users',
      data: { email, password: 'editor-password-1', roles: ['editor'] },
    })
    return loginToken(payload, email, 'editor-password-1')
  }
  const translateAs = (token: string, id: number, language = 'pt') => {
    tick()
    return api(`/api/cases/${id}/translate`, {
      method: 'POST',
      body: { from: 'pt', to: 'en' },
      token,
      headers: { cookie: `payload-lng=${language}` },
    })
  }
  const sentSince = (before: number) => deepl.requests.slice(before).reduce((n, r) => n + charactersOf(r.text), 0)
  const nf = (n: number, language: 'pt' | 'en') => n.toLocaleString(language === 'pt' ? 'pt-BR' : 'en-US')

  it("takes each translation from its user's hour, all or nothing, users apart; the month counts it", async () => {
    const [first, second] = [await bigCase(6_000), await bigCase(6_000)]
    const [ana, bia] = [await newEditor('ana'), await newEditor('bia')]
    const monthBefore = (await languages(`/api/cases/${first}`, ana)).body.usage!
    expect(monthBefore).toMatchObject({ limit, left: limit })

    // Ana's first translation fits: sent, counted for the month and taken from her hour.
    let before = deepl.requests.length
    expect((await translateAs(ana, first)).status).toBe(200)
    const needed = sentSince(before)
    expect(needed).toBeGreaterThan(6_000)
    let usage = (await languages(`/api/cases/${second}`, ana)).body.usage!
    expect(usage).toMatchObject({ characters: monthBefore.characters + needed, limit, left: limit - needed })

    // Her second does not fit in what is left: refused whole, nothing sent, nothing changed, in her language.
    before = deepl.requests.length
    for (const language of ['pt', 'en'] as const) {
      const refused = await translateAs(ana, second, language)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      const error = (await refused.json()).error as string
      expect(error).toContain(
        language === 'pt'
          ? `precisa de ${nf(needed, 'pt')} caracteres e restam ${nf(limit - needed, 'pt')} dos seus ${nf(limit, 'pt')}`
          : `needs ${nf(needed, 'en')} characters and ${nf(limit - needed, 'en')} of your ${nf(limit, 'en')}`,
      )
      expect(error).toMatch(language === 'pt' ? /de novo às \d{2}:\d{2} \(em \d+ min\)/ : /again at \d{1,2}:\d{2}/)
    }
    expect(deepl.requests.length).toBe(before)
    const en = await payload.findByID({
      collection: 'cases',
      id: second,
      locale: 'en',
      draft: true,
      fallbackLocale: false,
    })
    expect(en.title ?? null).toBeNull()
    usage = (await languages(`/api/cases/${second}`, ana)).body.usage!
    expect(usage).toMatchObject({ characters: monthBefore.characters + needed, left: limit - needed })

    // Bia's hour is her own: the same translation is hers to make. The month is the studio's: both counted.
    expect((await translateAs(bia, second)).status).toBe(200)
    usage = (await languages(`/api/cases/${second}`, bia)).body.usage!
    expect(usage).toMatchObject({ characters: monthBefore.characters + 2 * needed, left: limit - needed })
  })

  it('refuses a translation larger than the hour, and gives back what a failure did not send', async () => {
    const id = await bigCase(11_000)
    const cia = await newEditor('cia')
    const before = deepl.requests.length
    const res = await translateAs(cia, id)
    expect(res.status).toBe(429)
    expect((await res.json()).error).toMatch(/mais que o limite de 10\.000 por hora de cada pessoa/)
    expect(deepl.requests.length).toBe(before)

    // A provider failure: nothing billed, so nothing counted, and the hour is as it was.
    const small = await bigCase(500)
    const month = (await languages(`/api/cases/${small}`, cia)).body.usage!.characters
    deepl.failWith(456)
    expect((await translateAs(cia, small)).status).toBe(502)
    expect((await languages(`/api/cases/${small}`, cia)).body.usage).toMatchObject({ characters: month, left: limit })
  })

  it('keeps the month in the database, one row per month in São Paulo, every add counted', async () => {
    const { countSent, monthSent } = await import('@/features/translation/server/usage')
    // 02:59 UTC on 1 December is still November in São Paulo (UTC-3).
    const lateNovember = new Date('2031-12-01T02:59:00Z')
    await Promise.all(Array.from({ length: 20 }, () => countSent(payload, 7, lateNovember)))
    expect(await monthSent(payload, lateNovember)).toEqual({ month: '2031-11', characters: 140 })
    expect(await monthSent(payload, new Date('2031-12-01T03:00:00Z'))).toEqual({ month: '2031-12', characters: 0 })
    const rows = await payload.db.find({
      collection: 'translation-usage',
      where: { month: { equals: '2031-11' } },
      pagination: false,
      limit: 0,
    })
    expect(rows.docs.map((d) => Number((d as unknown as { characters: number }).characters))).toEqual([140])
  })
})

describe('copying the other locale', () => {
  const copy = (path: string, body: unknown, token = tokens.editor) =>
    api(`${path}/copy-locale`, { method: 'POST', body, token })

  it('copies Portuguese into English as a draft where English needs it, nothing sent to DeepL', async () => {
    tick()
    const made = await payload.create({
      collection: 'cases',
      locale: 'pt',
      data: {
        title: 'Caso para copiar',
        year: 2025,
        cover: mediaId,
        body: caseBody(),
        ...seoOf('pt'),
        _status: 'published',
      },
    })
    const before = deepl.requests.length
    tick()
    const res = await copy(`/api/cases/${made.id}`, { from: 'pt', to: 'en' })
    expect(res.status).toBe(200)
    expect((await res.json()).saved).toBe(true)
    expect(deepl.requests.length).toBe(before)
    const en = await payload.findByID({
      collection: 'cases',
      id: made.id,
      locale: 'en',
      draft: true,
      fallbackLocale: false,
    })
    expect(en).toMatchObject({ title: 'Caso para copiar', _status: 'draft' })
    expect(en.slug).toMatch(/^caso-para-copiar/)
    expect(JSON.stringify(en.body)).toContain('Nosso processo')
    // Never published: visitors of the English page read nothing new.
    const published = await payload.findByID({ collection: 'cases', id: made.id, locale: 'en', fallbackLocale: false })
    expect(published.title ?? null).toBeNull()
    // The other direction is the same endpoint; nothing left to copy is a clear 400, bad locales too.
    tick()
    expect((await copy(`/api/cases/${made.id}`, { from: 'pt', to: 'en' })).status).toBe(400)
    tick()
    expect((await copy(`/api/cases/${made.id}`, { from: 'en', to: 'en' })).status).toBe(400)
    tick()
    expect((await copy(`/api/cases/${made.id}`, 'x')).status).toBe(400)
  })

  it("saves Payload's Copy to locale into a published document as a draft, never a publish", async () => {
    const { draftCopyDataFromLocale } = await import('@/cms/copy-locale')
    const { createLocalReq } = await import('payload')
    const [editor] = (await payload.find({ collection: 'users', where: { email: { equals: 'editor@test.local' } } }))
      .docs
    const copy = async (target: { collectionSlug: string; docID: number }) => {
      tick()
      const req = await createLocalReq({ user: { ...editor, collection: 'users' } as never }, payload)
      await draftCopyDataFromLocale({ ...target, fromLocale: 'pt', toLocale: 'en', overrideData: true, req } as never)
    }
    tick()
    const title = 'Caso copiado pelo menu'
    const made = await payload.create({
      collection: 'cases',
      locale: 'pt',
      data: { title, year: 2025, cover: mediaId, ...seoOf('pt'), _status: 'published' },
    })
    await copy({ collectionSlug: 'cases', docID: made.id })
    const read = (draft: boolean) =>
      payload.findByID({ collection: 'cases', id: made.id, locale: 'en', draft, fallbackLocale: false })
    expect(await read(true)).toMatchObject({ title, _status: 'draft' })
    expect((await read(false)).title ?? null).toBeNull()
  })

  it('fills the form for a collection without drafts, saving nothing', async () => {
    tick()
    const client = await payload.create({ collection: 'clients', locale: 'pt', data: { name: 'Cliente copiado' } })
    tick()
    const res = await copy(`/api/clients/${client.id}`, { from: 'pt', to: 'en' })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ saved: false, data: { name: 'Cliente copiado' } })
    const en = await payload.findByID({ collection: 'clients', id: client.id, locale: 'en', fallbackLocale: false })
    expect(en.name ?? null).toBeNull()
  })
})

describe('who may see translation status and translate', () => {
  it('is editors and admins; anonymous requests and Subscribers-only users are refused and change nothing', async () => {
    const id = await caseToTranslateOnce()
    const before = deepl.requests.length
    for (const path of [`/api/cases/${id}`, '/api/globals/legal', `/api/clients/${await clientId()}`]) {
      expect((await api(`${path}/locale-status`)).status).toBe(401)
      expect((await api(`${path}/locale-status`, { token: tokens.subscribers })).status).toBe(403)
      const body = { from: 'pt', to: 'en' }
      for (const action of ['translate', 'copy-locale']) {
        expect((await api(`${path}/${action}`, { method: 'POST', body })).status).toBe(401)
        expect((await api(`${path}/${action}`, { method: 'POST', body, token: tokens.subscribers })).status).toBe(403)
      }
      expect((await api(`${path}/locale-status`, { token: tokens.admin })).status).toBe(200)
    }
    // The month's count is the panel's, never the API's: closed to every role.
    for (const token of [undefined, tokens.subscribers, tokens.editor, tokens.admin])
      expect([401, 403]).toContain((await api('/api/translation-usage', { token })).status)
    expect(deepl.requests.length).toBe(before)
    const en = await payload.findByID({ collection: 'cases', id, locale: 'en', draft: true, fallbackLocale: false })
    expect(en.title ?? null).toBeNull()
  })
})

async function caseToTranslateOnce() {
  tick()
  const made = await payload.create({
    collection: 'cases',
    locale: 'pt',
    data: { title: 'Só em português', year: 2025, cover: mediaId, ...seoOf('pt'), _status: 'published' },
  })
  return made.id
}

async function clientId() {
  return (await payload.create({ collection: 'clients', locale: 'pt', data: { name: 'Cliente' } })).id
}
