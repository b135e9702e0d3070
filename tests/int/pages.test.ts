// Pages the studio builds from blocks: who may write them, the slugs the site's routes keep, and a page's blocks
// holding their words per language in one shared arrangement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Page } from '@/payload-types'
import { doc, p } from '@/cms/seed/lexical'
import { api, formsEnv, loginToken } from './forms-harness'
import { pngFile, startPayload } from './payload-harness'
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

  it('refuses to publish a page without a hero, and one whose hero has no title, naming block and field', async () => {
    const post = (body: object) => api('/api/pages', { method: 'POST', token: tokens.editor, body })
    const noHero = await post({ ...page('sem-abertura'), layout: [{ blockType: 'quote', text: 'Ideias.' }] })
    expect(noHero.status).toBe(400)
    const noHeroBody = await noHero.json()
    expect(noHeroBody.errors[0].data.errors).toContainEqual(
      expect.objectContaining({ path: 'layout', message: expect.stringMatching(/bloco Abertura/) }),
    )
    const untitled = await post({ ...page('abertura-sem-titulo'), layout: [{ blockType: 'hero', title: '' }] })
    expect(untitled.status).toBe(400)
    expect((await untitled.json()).errors[0].data.errors).toContainEqual(
      expect.objectContaining({ path: 'layout.0.title' }),
    )
    // A draft is kept as written: the checks are for publishing.
    const draft = await post({ ...page('rascunho-sem-abertura'), layout: [], _status: 'draft' })
    expect(draft.status).toBe(201)
  })

  it('refuses to publish a block linking to a page the site does not have, or an image without alt text', async () => {
    const media = await payload.create({
      collection: 'media',
      locale: 'en',
      data: { alt: 'A photo described in English only' },
      file: await pngFile('only-english.png'),
    })
    const hero = { blockType: 'hero', title: 'Venha', primary: { label: 'Ver', url: '/cases' } }
    const linked = (url: string) => [{ ...hero, primary: { label: 'Ver', url } }]
    const post = (slug: string, layout: object[]) =>
      api('/api/pages', { method: 'POST', token: tokens.editor, body: { ...page(slug), layout } })
    expect((await post('link-bom', [hero])).status).toBe(201)
    const broken = await post('link-quebrado', linked('/pagina-que-nao-existe'))
    expect(broken.status).toBe(400)
    expect((await broken.json()).errors[0].data.errors).toContainEqual(
      expect.objectContaining({
        path: 'layout.0.primary.url',
        message: expect.stringMatching(/pagina-que-nao-existe/),
      }),
    )
    // A published page is a place a link may lead to.
    expect((await post('link-pagina', linked('/trabalhe-conosco#vagas'))).status).toBe(201)
    // An image described in English only cannot be shown on a Portuguese page.
    const pictured = await post('com-imagem', [{ ...hero, image: media.id }])
    expect(pictured.status).toBe(400)
    expect(await pictured.text()).toContain('não tem texto alternativo em português')
  })
})
