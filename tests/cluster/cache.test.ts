// One page cache for every instance (Redis), and a front that never keeps a page stale for
// more than a few seconds: an edit published through instance A is on instance B and through
// nginx within 5 s; unpublishing and deleting likewise.
import { beforeAll, describe, expect, it } from 'vitest'
import { adminAuth, apps, expiriesDone, front, json, request, within } from './support'
import { seoOf } from '../publishable'

type Doc = { id: number; slug: string; title: string }
let auth: Record<string, string>

async function published(collection: string, extra = ''): Promise<Doc[]> {
  const res = await request(
    `${apps[0]}/api/${collection}?locale=pt&depth=0&limit=50&where[_status][equals]=published${extra}`,
  )
  return JSON.parse(res.body).docs
}
const shows = (url: string, text: string) => async () => (await request(url)).body.includes(text)
const gone = (url: string) => async () => (await request(url)).status === 404

beforeAll(async () => {
  auth = await adminAuth(apps[0])
})

describe('a publish on one instance', () => {
  it('reaches the other instance and the front within 5 s', async () => {
    const [doc] = await published('cases', '&sort=-year')
    const page = `/case/${doc.slug}`
    // Both instances and the front hold the page as it is now.
    for (const origin of [...apps, front]) expect((await request(origin + page)).body).toContain(doc.title)
    const second = await request(front + page)
    expect(second.headers['x-cache-status']).toMatch(/HIT|STALE|UPDATING|REVALIDATED/)

    const title = `Cluster edit ${Date.now()}`
    const res = await request(`${apps[0]}/api/cases/${doc.id}?locale=pt`, {
      method: 'PATCH',
      ...json({ title, _status: 'published' }, auth),
    })
    expect(res.status).toBe(200)
    try {
      const onB = await within(5000, shows(apps[1] + page, title), 'the edit on instance B')
      const onFront = await within(5000, shows(front + page, title), 'the edit through nginx')
      const list = await within(5000, shows(`${front}/cases`, title), 'the edit on the list through nginx')
      console.log(`publish → instance B ${onB} ms, nginx ${onFront} ms, list ${list} ms`)
    } finally {
      await request(`${apps[0]}/api/cases/${doc.id}?locale=pt`, {
        method: 'PATCH',
        ...json({ title: doc.title, _status: 'published' }, auth),
      })
    }
  })

  it('an unpublish is a 404 on the other instance and through the front within 5 s, and a republish brings it back', async () => {
    const docs = await published('posts', '&sort=publishedAt')
    const doc = docs[0]
    const page = `/posts/${doc.slug}`
    expect((await request(front + page)).status).toBe(200)
    expect((await request(apps[1] + page)).status).toBe(200)
    const res = await request(`${apps[0]}/api/posts/${doc.id}?locale=pt`, {
      method: 'PATCH',
      ...json({ _status: 'draft' }, auth),
    })
    expect(res.status).toBe(200)
    try {
      const onB = await within(5000, gone(apps[1] + page), 'the unpublish on instance B')
      const onFront = await within(5000, gone(front + page), 'the unpublish through nginx')
      console.log(`unpublish → instance B ${onB} ms, nginx ${onFront} ms`)
    } finally {
      await request(`${apps[0]}/api/posts/${doc.id}?locale=pt`, {
        method: 'PATCH',
        ...json({ _status: 'published' }, auth),
      })
    }
    await within(
      5000,
      async () => (await request(front + page)).status === 200,
      'the republished article through nginx',
    )
  })

  it('a delete is a 404 on the other instance and through the front within 5 s', async () => {
    // A service of its own, so no other suite's page changes.
    const slug = `cluster-service-${Date.now()}`
    const made = await request(`${apps[0]}/api/services?locale=pt`, {
      method: 'POST',
      ...json(
        { title: `Serviço ${slug}`, slug, summary: 'Um serviço de teste.', ...seoOf('pt'), _status: 'published' },
        auth,
      ),
    })
    expect(made.status, made.body).toBe(201)
    const id = JSON.parse(made.body).doc.id
    const page = `/what-we-do/${slug}`
    let deleted = false
    try {
      // The creation's expiries first (one follows its answer, one comes 5 s later): one landing between A's render
      // and B's read would rightly make B render again.
      await expiriesDone()
      // Rendered once, by A, which stores the render after answering: once A answers from the shared cache (it keeps
      // no copy of its own), B serves that render instead of rendering the page again.
      const stored = await within(
        5000,
        async () => (await request(apps[0] + page)).headers['x-nextjs-cache'] === 'HIT',
        'the new service on instance A, from the shared cache',
      )
      const onB = await request(apps[1] + page)
      expect(onB.status).toBe(200)
      expect(onB.headers['x-nextjs-cache']).toBe('HIT')
      await within(5000, async () => (await request(front + page)).status === 200, 'the new service through nginx')
      const res = await request(`${apps[0]}/api/services/${id}`, { method: 'DELETE', headers: auth })
      expect(res.status).toBe(200)
      deleted = true
      const goneOnB = await within(5000, gone(apps[1] + page), 'the delete on instance B')
      const onFront = await within(5000, gone(front + page), 'the delete through nginx')
      console.log(
        `new page in the shared cache after ${stored} ms; delete → instance B ${goneOnB} ms, nginx ${onFront} ms`,
      )
    } finally {
      // A failure above leaves no service behind for the suites after this one (the smoke lists services).
      if (!deleted) await request(`${apps[0]}/api/services/${id}`, { method: 'DELETE', headers: auth })
    }
  })
})

describe('an instance that served a page many times', () => {
  it('keeps no copy of it: a publish made on the other shows on it within 3 s', async () => {
    const [doc] = await published('posts', '&sort=-publishedAt')
    // The page as a client-side navigation asks for it (Next wants `_rsc` to match the router headers: none here).
    const page = `${apps[1]}/posts/${doc.slug}?_rsc`
    const navigation = async () => (await request(page, { headers: { rsc: '1' } })).body
    for (let i = 0; i < 3; i++) expect(await navigation()).toContain(doc.title)
    const title = `Cluster edit elsewhere ${Date.now()}`
    try {
      const res = await request(`${apps[0]}/api/posts/${doc.id}?locale=pt`, {
        method: 'PATCH',
        ...json({ title, _status: 'published' }, auth),
      })
      expect(res.status).toBe(200)
      // Sooner than the publish's second expiry (5 s).
      const onB = await within(3000, async () => (await navigation()).includes(title), 'the edit on instance B')
      console.log(`publish on A → instance B ${onB} ms`)
    } finally {
      await request(`${apps[0]}/api/posts/${doc.id}?locale=pt`, {
        method: 'PATCH',
        ...json({ title: doc.title, _status: 'published' }, auth),
      })
    }
  })
})

describe('the front', () => {
  it('answers repeated page views from its cache, and keeps a page at most a few seconds', async () => {
    const first = await request(`${front}/en`)
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=2')
    const again = await request(`${front}/en`)
    expect(again.headers['x-cache-status']).toMatch(/HIT|STALE|UPDATING/)
    // Kept until the end of the second the origin sent it in (s-maxage alone is 1–2 s in nginx's whole seconds);
    // the header is the front's, never the visitor's.
    expect(first.headers['x-accel-expires']).toBeUndefined()
    const before = Math.floor(Date.now() / 1000)
    const origin = await request(`${apps[0]}/en`)
    const until = Number(String(origin.headers['x-accel-expires']).replace(/^@/, ''))
    expect(until).toBeGreaterThanOrEqual(before)
    expect(until).toBeLessThanOrEqual(Math.floor(Date.now() / 1000))
  })

  it('never serves a signed-in editor a shared copy, nor keeps one of theirs', async () => {
    const res = await request(`${front}/`, { headers: { cookie: 'payload-token=x' } })
    expect(res.headers['x-cache-status']).toBe('BYPASS')
  })
})
