import { describe, expect, it, vi } from 'vitest'
import { adminUrl, fieldLabel, formatRef, parseFieldHash, parseRef, sameDocument } from './ref'

vi.mock('server-only', () => ({}))
const { editable, editableNodes } = await import('./index')
const { rememberSource, inCollection } = await import('@/content/sources')

describe('edit references', () => {
  it('round-trip collections, globals, nested array paths and rich-text nodes', () => {
    for (const ref of [
      { collection: 'cases', id: '12', path: 'title' },
      { collection: 'cases', id: '12', path: 'gallery.0.caption' },
      { collection: 'posts', id: '3', path: 'body', node: 4 },
      { global: 'legal', path: 'privacy.body', node: 0 },
      { global: 'about', path: 'figures.2.label' },
    ])
      expect(parseRef(formatRef(ref))).toEqual(ref)
  })

  it('refuse anything else, so a page or a message cannot steer the admin elsewhere', () => {
    for (const bad of [
      '',
      'cases',
      'cases:12',
      'cases:12:',
      'cases:../x:title',
      'cases:12:title:x',
      'cases:12:title:1:2',
      'Cases:12:title',
      'global::title',
      'cases:12:gallery..caption',
      'cases:12:__proto__.x:',
      'cases:12:a b',
      42,
      null,
      `cases:12:${'a'.repeat(400)}`,
    ])
      expect(parseRef(bad)).toBeNull()
  })

  it('open the edit view in the page locale with the field in the hash', () => {
    expect(adminUrl({ collection: 'cases', id: '12', path: 'gallery.1.image' }, 'en')).toBe(
      '/admin/collections/cases/12?locale=en#edit=gallery.1.image',
    )
    expect(adminUrl({ global: 'about', path: 'body', node: 2 }, 'pt', '/cms')).toBe(
      '/cms/globals/about?locale=pt#edit=body:2',
    )
    expect(parseFieldHash('#edit=body:2')).toEqual({ path: 'body', node: 2 })
    expect(parseFieldHash('#edit=credits.0.role')).toEqual({ path: 'credits.0.role' })
    expect(parseFieldHash('#edit=<img>')).toBeNull()
    expect(parseFieldHash('#content')).toBeNull()
  })

  it('tell whether two references name one document', () => {
    const a = { collection: 'cases', id: '1', path: 'title' }
    expect(sameDocument(a, { ...a, path: 'body' })).toBe(true)
    expect(sameDocument(a, { collection: 'cases', id: '2', path: 'title' })).toBe(false)
    expect(sameDocument({ global: 'about', path: 'x' }, { global: 'about', path: 'y' })).toBe(true)
    expect(sameDocument({ global: 'about', path: 'x' }, a)).toBe(false)
  })

  it('name fields as an editor reads them', () => {
    expect(fieldLabel('title')).toBe('Title')
    expect(fieldLabel('gallery.0.caption')).toBe('Gallery 1 › Caption')
    expect(fieldLabel('privacy.body', 2, 'parágrafo')).toBe('Privacy › Body › parágrafo 3')
    expect(fieldLabel('teamIntro')).toBe('Team intro')
  })

  it('name fields by the admin labels when the page has them', () => {
    const labels = { gallery: 'Galeria', 'gallery.caption': 'Legenda', privacy: 'Política de privacidade' }
    expect(fieldLabel('gallery.0.caption', undefined, '¶', labels)).toBe('Galeria 1 › Legenda')
    expect(fieldLabel('privacy.body', 0, 'parágrafo', labels)).toBe('Política de privacidade › Body › parágrafo 1')
  })
})

describe('editable', () => {
  it('marks only documents a preview read, so public pages carry no attribute', () => {
    const published = { id: 7, title: 'x' }
    expect(editable(published, 'title')).toEqual({})
    expect(editableNodes(published, 'body')).toBeUndefined()
    const draft = rememberSource({ id: 7, title: 'x' }, inCollection('cases'))
    expect(editable(draft, 'title')).toEqual({ 'data-edit': 'cases:7:title' })
    expect(editableNodes(draft, 'body')?.(3)).toEqual({ 'data-edit': 'cases:7:body:3' })
    const [settings] = rememberSource([{ statement: 'y' }], () => ({ global: 'site-settings' }))
    expect(editable(settings, 'statement')).toEqual({ 'data-edit': 'global:site-settings:statement' })
    expect(editable(undefined, 'title')).toEqual({})
  })
})

describe('the outline script', () => {
  it('is valid JavaScript whose helpers work as text, away from their module', async () => {
    const { outlineScript } = await import('./script')
    expect(() => new Function(outlineScript)).not.toThrow()
    const asText = <F>(fn: F): F => new Function(`return (${String(fn)})`)() as F
    expect(asText(parseRef)('cases:12:gallery.0.caption:2')).toEqual(parseRef('cases:12:gallery.0.caption:2'))
    expect(asText(adminUrl)({ global: 'about', path: 'body', node: 1 }, 'en')).toBe(
      '/admin/globals/about?locale=en#edit=body:1',
    )
    expect(asText(fieldLabel)('credits.1.role')).toBe('Credits 2 › Role')
    expect(
      asText(fieldLabel)('credits.1.role', undefined, '¶', { credits: 'Créditos', 'credits.role': 'Função' }),
    ).toBe('Créditos 2 › Função')
  })
})
