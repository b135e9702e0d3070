// Cases a spec makes for itself, so no other spec's edits (or its own earlier runs' drafts) change what it reads.
import type { APIRequestContext } from '@playwright/test'
import { seoOf } from '../../publishable'
import { expect } from './test'
import { auth, slugsOf } from './cms'
import { anyMediaId, type Editor } from './editor'

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  format: '',
  indent: 0,
  direction: 'ltr',
  textFormat: 0,
  children: [{ type: 'text', version: 1, text, format: 0, mode: 'normal', style: '', detail: 0 }],
})
const richText = (...texts: string[]) => ({
  root: { type: 'root', version: 1, format: '', indent: 0, direction: 'ltr', children: texts.map(paragraph) },
})

/**
 * A case published in both locales, titled `names` and a stamp, with fit search texts, two body paragraphs and a
 * gallery image with a caption.
 */
export async function newPublishedCase(request: APIRequestContext, editor: Editor, names: { pt: string; en: string }) {
  const media = await anyMediaId(request)
  const made = await request.post('/api/cases?locale=pt', {
    headers: auth(editor.token),
    data: {
      title: `${names.pt} ${stamp()}`,
      slug: `${slugOf(names.pt)}-${stamp()}`,
      year: 2025,
      cover: media,
      body: richText('Primeiro parágrafo.', 'Segundo parágrafo, com um erro de digitação.'),
      gallery: [{ image: media, caption: 'Legenda da galeria' }],
      ...seoOf('pt'),
      _status: 'published',
    },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const { doc } = await made.json()
  const en = await request.patch(`/api/cases/${doc.id}?locale=en`, {
    headers: auth(editor.token),
    data: {
      title: `${names.en} ${stamp()}`,
      slug: `${slugOf(names.en)}-${stamp()}`,
      body: richText('First paragraph.', 'Second paragraph, with a typo.'),
      gallery: [{ id: doc.gallery[0].id, image: media, caption: 'Gallery caption' }],
      ...seoOf('en'),
      _status: 'published',
    },
  })
  expect(en.ok(), await en.text()).toBe(true)
  return { id: doc.id as number, slugs: await slugsOf(request, 'cases', doc.id) }
}
