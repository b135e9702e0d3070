// Checks before publish: a publish in a locale is refused, at the fields to fix and in the editor's language, when a
// required field is empty, the page's real title or description is missing or outside the search lengths, or an image
// it shows has no alternative text in that locale. Drafts always save; a scheduled publish is checked when scheduled
// and again when its job publishes.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals, createLocalReq, type Payload } from 'payload'
import type { User } from '@/payload-types'
import { scheduleRefusal } from '@/cms/publish-checks/schedule'
import { searchFields, seoOf } from '../publishable'
import { api, loginToken } from './forms-harness'
import { pngFile, startPayload } from './payload-harness'

let payload: Payload
let cleanup: () => Promise<void>
let editor: User
let editorToken: string
/** An image with its alternative text in both languages, and one described in English only. */
let described: number
let englishOnly: number

beforeAll(async () => {
  ;({ payload, cleanup } = await startPayload())
  editor = await payload.create({
    collection: 'users',
    data: { email: 'editor@test.local', password: 'editor-pass-1', roles: ['editor'] },
  })
  editorToken = await loginToken(payload, 'editor@test.local', 'editor-pass-1')
  described = (await payload.create({ collection: 'media', data: { alt: 'Capa' }, file: await pngFile('capa.png') })).id
  await payload.update({ collection: 'media', id: described, locale: 'en', data: { alt: 'Cover' } })
  englishOnly = (
    await payload.create({
      collection: 'media',
      locale: 'en',
      data: { alt: 'A photo described in English only' },
      file: await pngFile('so-em-ingles.png'),
    })
  ).id
})
afterEach(() => _internal_resetJobSystemGlobals())
afterAll(async () => cleanup?.())

let drafts = 0

/** A case saved as a draft: always accepted, whatever it lacks. */
async function draftCase(data: Record<string, unknown>) {
  drafts += 1
  return payload.create({
    collection: 'cases',
    locale: 'pt',
    draft: true,
    data: { title: 'Rascunho', slug: `rascunho-${drafts}`, year: 2025, cover: described, ...data, _status: 'draft' },
  })
}

/** Publishes through the REST API as the editor, in `locale`, with the admin in `language`: status and field errors. */
async function publish(id: number, locale: 'pt' | 'en', language: 'pt' | 'en', data: Record<string, unknown> = {}) {
  const res = await api(`/api/cases/${id}?locale=${locale}&depth=0`, {
    method: 'PATCH',
    token: editorToken,
    headers: { 'accept-language': language },
    body: { ...data, _status: 'published' },
  })
  const body = await res.json()
  const errors: { path: string; message: string }[] = body.errors?.[0]?.data?.errors ?? []
  return { status: res.status, errors: Object.fromEntries(errors.map((e) => [e.path, e.message])) }
}

const publishedStatus = async (id: number) =>
  (await payload.findByID({ collection: 'cases', id, draft: false, depth: 0 }))._status

describe('the page title and description', () => {
  it('a draft with a short title and no description saves; its publish is refused at both search fields', async () => {
    const item = await draftCase({ title: 'Curto' })
    const refused = await publish(item.id, 'pt', 'pt')
    expect(refused.status).toBe(400)
    expect(refused.errors['seo.title']).toBe(
      'O título da página em português, “Curto | Estúdio Maré”, tem 20 caracteres; buscadores mostram bem 50–60. Escreva um título de busca mais longo.',
    )
    expect(refused.errors['seo.description']).toBe(
      'Falta a descrição da página em português: escreva uma descrição de busca (ou um resumo) de 100–150 caracteres.',
    )
    expect(await publishedStatus(item.id)).toBe('draft')
    // The editor fixes it: the same publish goes through.
    expect((await publish(item.id, 'pt', 'pt', seoOf('pt'))).status).toBe(200)
    expect(await publishedStatus(item.id)).toBe('published')
  })

  it('speaks the editor’s language, and names the locale being published', async () => {
    const item = await draftCase({ ...seoOf('pt') })
    await payload.update({
      collection: 'cases',
      id: item.id,
      locale: 'en',
      draft: true,
      data: { title: 'A case', seo: { title: `${'A very long search title '.repeat(3)}indeed` }, _status: 'draft' },
    })
    const refused = await publish(item.id, 'en', 'en')
    expect(refused.status).toBe(400)
    expect(refused.errors['seo.title']).toMatch(
      /^The page title in English, “A very long search title .* \| Maré Studio”, has \d+ characters; search engines show 50–60 well\. Shorten the search title\.$/,
    )
    // The description falls back to the Portuguese one, as the English page shows it: no complaint there.
    expect(refused.errors['seo.description']).toBeUndefined()
  })

  it('counts the document’s own title and summary when the search fields are empty', async () => {
    const item = await draftCase({
      title: 'Um título próprio de quarenta caracteres',
      summary: searchFields.pt.description,
    })
    expect((await publish(item.id, 'pt', 'pt')).status).toBe(200)
  })

  it('refuses a description outside the lengths, though the page could fall back to the site’s', async () => {
    const item = await draftCase({ seo: { title: searchFields.pt.title, description: 'Curta demais.' } })
    const refused = await publish(item.id, 'pt', 'en')
    expect(refused.errors['seo.description']).toBe(
      'The page description in Portuguese has 13 characters; search engines show 100–150 well. Write a longer search description.',
    )
  })
})

describe('the admin’s search preview', () => {
  const preview = (body: unknown) =>
    api('/api/cases/search-preview', { method: 'POST', token: editorToken, headers: { 'accept-language': 'en' }, body })

  it('shows the page’s title and description as a publish would check them, with the share image’s address', async () => {
    const item = await draftCase({ ...seoOf('pt') })
    const res = await preview({ id: item.id, locale: 'pt', data: { ...seoOf('pt'), slug: 'um-caso' } })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.title).toBe(`${searchFields.pt.title} | Estúdio Maré`)
    expect(body.problems).toEqual([])
    expect(body.url).toMatch(/\/case\/um-caso$/)
    expect(body.image).toBe(`/next/share-preview?collection=cases&id=${item.id}&locale=pt`)
  })

  it('reads only texts from the form: other values count as empty, not as a server error', async () => {
    const res = await preview({ locale: 'en', data: { title: 42, seo: { title: ['x'], description: 12345 } } })
    expect(res.status).toBe(200)
    expect((await res.json()).verdict).toEqual({ title: 'short', description: 'missing' })
    expect((await preview({ locale: 'fr', data: {} })).status).toBe(400)
  })
})

describe('images', () => {
  it('refuses a publish in a locale where an image the page shows has no alternative text', async () => {
    const body = {
      root: {
        type: 'root',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        children: [
          { type: 'upload', version: 3, format: '', relationTo: 'media', value: englishOnly, fields: null, id: 'x1' },
        ],
      },
    }
    const item = await draftCase({
      ...seoOf('pt'),
      cover: englishOnly,
      gallery: [{ image: described }, { image: englishOnly }],
      body,
    })
    const refused = await publish(item.id, 'pt', 'pt')
    expect(refused.status).toBe(400)
    const missing =
      'A imagem “so-em-ingles.png” não tem texto alternativo em português: escreva-o em Mídia, em português.'
    expect(refused.errors).toEqual({ cover: missing, 'gallery.1.image': missing, body: missing })
    // In English every image is described: that locale publishes.
    await payload.update({
      collection: 'cases',
      id: item.id,
      locale: 'en',
      draft: true,
      data: { title: 'An English case', ...seoOf('en'), _status: 'draft' },
    })
    expect((await publish(item.id, 'en', 'pt')).status).toBe(200)
  })
})

describe('required fields', () => {
  it('refuses a publish with a required field empty, with Payload’s own message, and saves it as a draft', async () => {
    const item = await draftCase({ ...seoOf('pt'), year: null })
    const refused = await publish(item.id, 'pt', 'pt')
    expect(refused.errors.year).toBe('Esse campo é obrigatório.')
    expect((await publish(item.id, 'pt', 'en')).errors.year).toBe('This field is required.')
  })
})

describe('a scheduled publish', () => {
  it('is refused when scheduled, with the reasons, if the draft would not pass', async () => {
    const item = await draftCase({ title: 'Curto' })
    const req = await createLocalReq({ user: { ...editor, collection: 'users' } }, payload)
    expect(await scheduleRefusal(req, 'cases', item.id, 'pt')).toMatch(
      /^Ainda não dá para agendar a publicação: O título da página em português, “Curto \| Estúdio Maré”, tem 20 caracteres/,
    )
    await payload.update({ collection: 'cases', id: item.id, draft: true, data: { ...seoOf('pt'), _status: 'draft' } })
    expect(await scheduleRefusal(req, 'cases', item.id, 'pt')).toBeNull()
  })

  it('is checked again when its job publishes: a draft spoiled meanwhile stays unpublished, with the reason', async () => {
    const item = await draftCase({ ...seoOf('pt') })
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'cases', value: String(item.id) as never },
        user: { relationTo: 'users', value: editor.id },
      },
      waitUntil: new Date(Date.now() + 60_000),
    })
    await payload.update({
      collection: 'cases',
      id: item.id,
      draft: true,
      data: { seo: { title: 'Curto', description: null }, summary: null, _status: 'draft' },
    })
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 120_000)
    await payload.jobs.run()
    expect(await publishedStatus(item.id)).toBe('draft')
    const state = await payload.findByID({ collection: 'payload-jobs', id: job.id })
    expect(JSON.stringify(state.log)).toContain('Busca e compartilhamento > Título de busca')
  })
})
