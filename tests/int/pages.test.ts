// Pages the studio builds from blocks: who may write them, the slugs the site's routes keep, and a page's blocks
// holding their words per language in one shared arrangement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Page } from '@/payload-types'
import { doc, p } from '@/cms/seed/lexical'
import { api, formsEnv, loginToken } from './forms-harness'
import { startPayload } from './payload-harness'
import { seoOf } from '../publishable'

formsEnv()
let payload: Payload
let cleanup: () => Promise<void>
const password = 'a-long-password-1'
const tokens: Record<'editor' | 'subs', string> = { editor: '', subs: '' }

beforeAll(async () => {
  ;({ payload, cleanup } = await startPayload())
  for (const [name, roles] of [
    ['editor', ['editor']],
    ['subs', ['subscribers']],
  ] as const) {
    await payload.create({ collection: 'users', data: { email: `${name}@studio.test`, password, roles: [...roles] } })
    tokens[name] = await loginToken(payload, `${name}@studio.test`, password)
  }
}, 120_000)
afterAll(async () => cleanup?.())

const page = (slug: string) => ({
  title: 'Trabalhe conosco',
  slug,
  layout: [{ blockType: 'hero', title: 'Venha fazer com a gente' }],
  ...seoOf('pt'),
  _status: 'published',
})

describe('pages built from blocks', () => {
  it('an editor creates one; a Subscribers-only user and a visitor cannot', async () => {
    const made = await api('/api/pages', { method: 'POST', token: tokens.editor, body: page('trabalhe-conosco') })
    expect(made.status).toBe(201)
    expect((await api('/api/pages', { method: 'POST', token: tokens.subs, body: page('outra') })).status).toBe(403)
    expect((await api('/api/pages', { method: 'POST', body: page('mais-uma') })).status).toBe(403)
  })

  it.each(['cases', 'o-que-fazemos', 'what-we-do', 'newsletter', 'admin', 'api', 'en'])(
    'refuses the slug "%s", which a route of the site holds, naming it',
    async (slug) => {
      const answer = await api('/api/pages', { method: 'POST', token: tokens.editor, body: page(slug) })
      expect(answer.status).toBe(400)
      expect(await answer.text()).toContain(`/${slug}`)
    },
  )

  it('keeps one arrangement of blocks, with the words of each language', async () => {
    const created = (await payload.create({
      collection: 'pages',
      locale: 'pt',
      data: {
        title: 'Sobre o jogo',
        layout: [
          { blockType: 'hero', title: 'Vento Sul' },
          { blockType: 'richText', content: doc(p('Um jogo sobre o litoral.')) },
        ],
        ...seoOf('pt'),
        _status: 'published',
      } as never,
    })) as Page
    const [hero, text] = created.layout!
    await payload.update({
      collection: 'pages',
      id: created.id,
      locale: 'en',
      data: {
        title: 'About the game',
        layout: [
          { ...hero, title: 'South Wind' },
          { ...text, content: doc(p('A game about the coast.')) },
        ],
        ...seoOf('en'),
        _status: 'published',
      } as never,
    })
    const read = async (locale: 'pt' | 'en') =>
      (await payload.findByID({ collection: 'pages', id: created.id, locale })) as Page
    const [pt, en] = [await read('pt'), await read('en')]
    expect(pt.layout!.map((b) => b.id)).toEqual(en.layout!.map((b) => b.id))
    expect([pt.slug, en.slug]).toEqual(['sobre-o-jogo', 'about-the-game'])
    expect((pt.layout![0] as { title: string }).title).toBe('Vento Sul')
    expect((en.layout![0] as { title: string }).title).toBe('South Wind')
  })

  it('refuses a video block pointing anywhere but YouTube or Vimeo', async () => {
    const answer = await api('/api/pages', {
      method: 'POST',
      token: tokens.editor,
      body: { ...page('com-video'), layout: [{ blockType: 'embed', videoUrl: 'https://evil.example/x' }] },
    })
    expect(answer.status).toBe(400)
    expect(await answer.text()).toMatch(/YouTube/)
  })
})
