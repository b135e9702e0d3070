// Every public page's first-load JavaScript within its budget (tests/js-budgets.ts): deterministic
// bytes of the production build, not timings.
import { describe, expect, it } from 'vitest'
import { compileHint } from '../../scripts/compile-hints.mjs'
import { firstLoadJs } from '../../scripts/first-load-js.mjs'
import { budgets, ceiling } from '../js-budgets'
import { origin } from './support/env'

type Doc = { slug?: string }
const docs = async (collection: string, locale: string) =>
  ((await (await fetch(`${origin}/api/${collection}?locale=${locale}&depth=0&limit=1`)).json()) as { docs: Doc[] }).docs

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
