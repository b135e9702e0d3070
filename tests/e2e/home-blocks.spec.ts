// The home page as blocks (the `home` global): seeded with its own sections in their usual order; an editor's draft
// that moves, hides and adds blocks shows in the preview, while visitors keep the published home.
import { adminToken, auth } from './support/cms'
import { newEditor, signIn } from './support/editor'
import { expect, test } from './support/test'

const headings = (html: string) => [...html.matchAll(/<h2 id="([a-z-]+)-title"/g)].map((m) => m[1])

test('the home page is its seeded sections in order; a draft arrangement shows in the preview only', async ({
  browser,
  request,
}) => {
  const seeded = await (await request.get('/api/globals/home?depth=0', { headers: auth(adminToken()) })).json()
  expect(seeded.layout.map((b: { section: string }) => b.section)).toEqual([
    'hero',
    'featured',
    'services',
    'clients',
    'about',
    'posts',
    'products',
    'contact',
    'newsletter',
  ])
  const published = headings(await (await request.get('/')).text())
  expect(published).toEqual(['featured', 'services', 'clients', 'about', 'posts', 'products', 'contact', 'newsletter'])

  // A draft: articles first after the hero, products hidden, a quote added at the end.
  const editor = await newEditor(request)
  const [hero, ...rest] = seeded.layout as { section: string; id: string }[]
  const posts = rest.find((b) => b.section === 'posts')!
  const layout = [
    hero,
    posts,
    ...rest.filter((b) => b !== posts).map((b) => ({ ...b, hidden: b.section === 'products' })),
    { blockType: 'quote', text: 'Uma frase do estúdio.', author: 'Maré' },
  ]
  const draft = await request.post('/api/globals/home?draft=true&locale=pt', {
    headers: auth(editor.token),
    data: { layout },
  })
  expect(draft.status()).toBe(200)
  try {
    const context = await browser.newContext()
    await signIn(context, editor)
    const tab = await context.newPage()
    await tab.goto(`/next/preview?path=${encodeURIComponent('/')}`)
    await expect(tab.getByText('Uma frase do estúdio.')).toBeVisible()
    const previewed = await tab
      .locator('[data-block]')
      .evaluateAll((els) =>
        els.map(
          (el) =>
            `${(el as HTMLElement).dataset.blockType}${'blockHidden' in (el as HTMLElement).dataset ? ' (hidden)' : ''}`,
        ),
      )
    expect(previewed).toEqual([
      'homeSection',
      'homeSection',
      'homeSection',
      'homeSection',
      'homeSection',
      'homeSection',
      'homeSection (hidden)',
      'homeSection',
      'homeSection',
      'quote',
    ])
    const order = headings(await tab.content())
    expect(order.slice(0, 3)).toEqual(['posts', 'featured', 'services'])
    await context.close()
    // Visitors still get the published arrangement.
    expect(headings(await (await request.get('/')).text())).toEqual(published)
  } finally {
    // The published arrangement back as the latest draft (nothing published, nothing re-rendered).
    await request.post('/api/globals/home?draft=true&locale=pt', {
      headers: auth(adminToken()),
      data: { layout: seeded.layout },
    })
  }
})
