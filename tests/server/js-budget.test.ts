// Every public page's first-load JavaScript within its budget (tests/js-budgets.ts): deterministic
// bytes of the production build, not timings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileHint } from '../../scripts/compile-hints.mjs'
import { firstLoadJs } from '../../scripts/first-load-js.mjs'
import { doc, p as paragraph } from '../../src/cms/seed/lexical'
import { budgets, ceiling } from '../js-budgets'
import { seoOf } from '../publishable'
import { origin } from './support/env'
import { signIn } from './support/sign-in'

type Doc = { slug?: string }
const docs = async (collection: string, locale: string) =>
  ((await (await fetch(`${origin}/api/${collection}?locale=${locale}&depth=0&limit=1`)).json()) as { docs: Doc[] }).docs

/** A page built from every kind of block, published for the measurement and deleted after it. */
const everyBlock = { pt: 'todos-os-blocos', en: 'every-block' }
let token = ''
let everyBlockId: number | undefined
const asAdmin = (path: string, init: RequestInit = {}) =>
  fetch(`${origin}${path}`, {
    ...init,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', ...init.headers },
  })

beforeAll(async () => {
  token = await signIn(origin)
  const [image] = (await (await asAdmin('/api/media?limit=1&depth=0')).json()).docs as { id: number }[]
  const text = doc(paragraph('Uma página com um bloco de cada tipo.'))
  const layout = [
    {
      blockType: 'hero',
      title: 'Todos os blocos',
      text: 'Cada um.',
      image: image.id,
      primary: { label: 'Cases', url: '/cases' },
    },
    { blockType: 'richText', content: text },
    { blockType: 'media', images: [image.id], caption: 'Legenda' },
    { blockType: 'cases', mode: 'latest', count: 3 },
    { blockType: 'posts', mode: 'latest', count: 3 },
    {
      blockType: 'callToAction',
      title: 'Vamos conversar',
      text: 'Conte a ideia.',
      action: { label: 'Contato', url: '/#contact' },
    },
    { blockType: 'quote', text: 'Ideias viram coisas que as pessoas tocam.', author: 'Helena Duarte' },
    { blockType: 'stats', title: 'Em números', items: [{ value: '12', label: 'pessoas' }] },
    { blockType: 'logos', title: 'Clientes' },
    { blockType: 'team', title: 'Time' },
    { blockType: 'faq', title: 'Perguntas', items: [{ question: 'Uma pergunta?', answer: text }] },
    { blockType: 'form', title: 'Fale com a gente', kind: 'contact' },
    { blockType: 'form', title: 'Newsletter', kind: 'newsletter' },
    { blockType: 'embed', videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
  ]
  const made = await asAdmin('/api/pages?locale=pt&depth=0', {
    method: 'POST',
    body: JSON.stringify({
      title: 'Todos os blocos',
      slug: everyBlock.pt,
      layout,
      ...seoOf('pt'),
      _status: 'published',
    }),
  })
  if (made.status !== 201) throw new Error(`The page of every block answered ${made.status}: ${await made.text()}`)
  const { doc: saved } = (await made.json()) as { doc: { id: number; layout: Record<string, unknown>[] } }
  everyBlockId = saved.id
  // The same blocks (by id) in English; the hero's title is required in each language.
  const englishLayout = saved.layout.map((block, i) => (i === 0 ? { ...block, title: 'Every block' } : block))
  const english = await asAdmin(`/api/pages/${everyBlockId}?locale=en`, {
    method: 'PATCH',
    body: JSON.stringify({
      title: 'Every block',
      slug: everyBlock.en,
      layout: englishLayout,
      ...seoOf('en'),
      _status: 'published',
    }),
  })
  if (english.status !== 200) throw new Error(`Its English answered ${english.status}: ${await english.text()}`)
})
afterAll(async () => {
  if (everyBlockId) await asAdmin(`/api/pages/${everyBlockId}`, { method: 'DELETE' })
})

async function pages(locale: 'pt' | 'en'): Promise<[string, string][]> {
  const p = locale === 'pt' ? '' : '/en'
  const [[aCase], [aPost], [aService]] = await Promise.all([
    docs('cases', locale),
    docs('posts', locale),
    docs('services', locale),
  ])
  return [
    ['home', p || '/'],
    ['cases', `${p}/cases`],
    ['case', `${p}/case`],
    ['case', `${p}/case/${aCase.slug}`],
    ['posts', `${p}/posts`],
    ['posts', `${p}/posts?page=2`],
    ['post', `${p}/posts/${aPost.slug}`],
    ['service', `${p}/what-we-do`],
    ['service', `${p}/what-we-do/${aService.slug}`],
    ['service', `${p}/o-que-fazemos`],
    ['legal', `${p}/politica-de-privacidade`],
    ['legal', `${p}/termos-de-uso`],
    ['offline', `${p}/offline`],
    ['notFound', `${p}/no-such-page`],
    ['notFound', `${p}/case/no-such-case`],
    ['page', `${p}/${locale === 'pt' ? 'trabalhe-conosco' : 'work-with-us'}`],
    ['page', `${p}/${everyBlock[locale]}`],
  ]
}

// What only the Web Vitals reporter's chunk holds (web-vitals' entry types, the beacon's path): it loads after `load`.
const vitalsCode = ['largest-contentful-paint', 'back-forward-cache', '/api/vitals']

describe('first-load JavaScript', () => {
  const started = new Set<string>()
  for (const locale of ['pt', 'en'] as const) {
    it(`stays within each page's budget (${locale})`, async () => {
      const over: string[] = []
      for (const [kind, path] of await pages(locale)) {
        const { total, scripts } = await firstLoadJs(origin, path)
        scripts.forEach((s) => started.add(s.url))
        const budget = Math.min(budgets[kind], ceiling)
        console.log(`js: ${path} ${(total / 1024).toFixed(1)} KiB (budget ${(budget / 1024).toFixed(1)} KiB)`)
        if (total > budget) over.push(`${path}: ${(total / 1024).toFixed(1)} KiB > ${(budget / 1024).toFixed(1)} KiB`)
      }
      expect(over).toEqual([])
    })
  }

  it('does not hold the Web Vitals reporter (web-vitals and the beacon load after the page)', async () => {
    expect(started.size).toBeGreaterThan(5)
    const found: string[] = []
    for (const url of started) {
      const code = await (await fetch(url)).text()
      for (const marker of vitalsCode) if (code.includes(marker)) found.push(`${url}: ${marker}`)
    }
    expect(found).toEqual([])
  })

  // scripts/compile-hints.mjs: V8 compiles these while they download, not on the main thread.
  it('is compiled off the main thread: every script a page starts with carries the compile hint', async () => {
    expect(started.size).toBeGreaterThan(5)
    const unhinted: string[] = []
    for (const url of started) if (!(await (await fetch(url)).text()).startsWith(compileHint)) unhinted.push(url)
    expect(unhinted).toEqual([])
  })
})
