// Generated requests for the fuzz suite: methods × content types × malformed paths and bodies ×
// every route family. Seeded through fast-check, so a seed and an index name one request exactly.
import fc from 'fast-check'

export type FuzzRequest = {
  method: string
  target: string
  headers: Record<string, string>
  body?: Buffer
  family: string
}

/** Real documents of the site (slugs, ids), so requests also reach pages and records that exist. */
export type Known = {
  caseSlugs: string[]
  postSlugs: string[]
  serviceSlugs: string[]
  caseIds: number[]
  postIds: number[]
  /**
   * The forms a page posts without JavaScript (its server action): the page, and the hidden
   * fields React renders into it ($ACTION_REF_…, $ACTION_…:0, $ACTION_KEY), so fuzzed posts
   * reach the real action handler with fuzzed visible fields.
   */
  actionForms?: { page: string; hidden: [string, string][] }[]
}

/** The hidden server-action fields of each form in a page's HTML. */
export function actionFormsIn(page: string, html: string): NonNullable<Known['actionForms']> {
  return [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].flatMap(([form]) => {
    const hidden = [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].flatMap(([input]) => {
      const name = /name="([^"]*)"/.exec(input)?.[1]
      const value = /value="([^"]*)"/.exec(input)?.[1] ?? ''
      return name?.startsWith('$ACTION')
        ? [[name, value.replace(/&quot;/g, '"').replace(/&amp;/g, '&')] as [string, string]]
        : []
    })
    return hidden.length ? [{ page, hidden }] : []
  })
}

/** Posts to the real server actions: their hidden fields (sometimes mangled) and fuzzed visible ones. */
const actionPosts = (forms: NonNullable<Known['actionForms']>): fc.Arbitrary<FuzzRequest> => {
  const text = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom('', ' ', '<script>', '%E0%A4%A', '0'.repeat(5000)),
  )
  // Never a valid address, so no fuzzed post is a real sign-up (the suite checks no row appears).
  const email = fc.oneof(
    text.map((t) => t.replace(/@/g, '')),
    fc.constantFrom('a@b', '@', 'x@', 'x@@example.com'),
  )
  return fc
    .tuple(
      fc.constantFrom(...forms),
      fc.record(
        {
          name: text,
          surname: text,
          email,
          message: text,
          phone: text,
          website: text,
          consent: fc.constantFrom('on', '', 'x'),
        },
        { requiredKeys: [] },
      ),
      fc.constantFrom<(v: string) => string>(
        (v) => v,
        (v) => v,
        (v) => v.slice(0, v.length / 2),
        () => '',
        () => '{"id":"deadbeef","bound":null}',
        (v) => v.replace(/[0-9a-f]{20,}/, '0'.repeat(42)),
      ),
      // Now and then a body cut before its closing boundary: refused before the action.
      fc.constantFrom(true, true, true, false),
    )
    .map(([form, visible, mangleHidden, whole]) => ({
      family: 'action',
      method: 'POST',
      target: form.page,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'text/html' },
      body: multipart(
        [
          ...form.hidden.map(([k, v]): [string, string] => [k, mangleHidden(v)]),
          ...Object.entries(visible).map(([k, v]): [string, string] => [k, v as string]),
        ],
        whole,
      ),
    }))
}

/** Payload's admin's reads: a form-encoded POST that says it is a GET, its query in the body. */
const overrideQueries: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.constantFrom(
      'cases',
      'posts',
      'services',
      'clients',
      'media',
      'users',
      'subscribers',
      'leads',
      'payload-jobs',
      'nope',
    ),
    fc.array(
      fc.oneof(
        fc.constantFrom(
          'depth=0',
          'depth=99',
          'limit=-1',
          'limit=10',
          'locale=en',
          'locale=xx',
          'draft=true',
          'sort=--',
          'page=abc',
        ),
        fc.constantFrom(
          'where[id][in][0]=1',
          'where[id][not_in][0]=x',
          'where[or][0][title][like]=%',
          'where[__proto__][x]=1',
        ),
        fc.string({ maxLength: 40 }).map((s) => `where[title][like]=${encodeURIComponent(s)}`),
        fc.string({ maxLength: 60 }),
      ),
      { maxLength: 6 },
    ),
    fc.constantFrom('GET', 'GET', 'POST', 'get', ''),
    fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded; charset=UTF-8',
      'application/json',
    ),
  )
  .map(([collection, query, override, type]) => ({
    family: 'override',
    method: 'POST',
    target: `/api/${collection}`,
    headers: { 'content-type': type, 'x-payload-http-method-override': override },
    body: Buffer.from(query.join('&')),
  }))

/**
 * Web Vitals beacons (POST /api/vitals), each broken in at least one way on top of fuzzed fields: a key the reporter
 * never sends, a value out of its list or range, no or too many metrics, cut JSON, or over 2 KB. None is valid, so
 * the suite can check that the endpoint took none of them.
 */
const validMetric = { name: 'LCP', value: 1200, navigation: 'navigate' }
const vitalsBeacons: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.record(
      {
        page: fc.constantFrom('home', 'case', 'article', 'admin', '', '__proto__'),
        locale: fc.constantFrom('pt', 'en', 'fr', 'pt-BR'),
        device: fc.constantFrom('phone', 'desktop', 'tablet'),
        connection: fc.constantFrom('4g', 'unknown', '5g', ''),
        metrics: fc.array(
          fc.record(
            {
              name: fc.constantFrom('LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'FID', ''),
              value: fc.oneof(fc.double(), fc.integer(), fc.constantFrom(-1, 1e308, '1', null, 0.1, 3_600_001)),
              navigation: fc.constantFrom('navigate', 'reload', 'back_forward', ''),
            },
            { requiredKeys: [] },
          ),
          { maxLength: 12 },
        ),
      },
      { requiredKeys: [] },
    ),
    fc.constantFrom<(b: Record<string, unknown>) => string>(
      (b) => JSON.stringify({ ...b, visitorId: 'v5-1700000000000-123' }),
      (b) => JSON.stringify({ ...b, page: 'admin' }),
      (b) => JSON.stringify({ ...b, metrics: [] }),
      (b) => JSON.stringify({ ...b, metrics: new Array(11).fill(validMetric) }),
      (b) => JSON.stringify({ ...b, metrics: [{ ...validMetric, value: -1 }] }),
      (b) => JSON.stringify({ ...b, metrics: [{ ...validMetric, ua: 'Mozilla/5.0' }] }),
      (b) => JSON.stringify(b).slice(0, -1),
      (b) => JSON.stringify({ pad: 'x'.repeat(2100), ...b }),
      (b) => JSON.stringify([b]),
    ),
    fc.constantFrom('text/plain;charset=UTF-8', 'application/json', 'application/x-www-form-urlencoded', ''),
    fc.constantFrom<string | undefined>(undefined, undefined, 'https://evil.example', 'null'),
  )
  .map(([beacon, breaker, type, origin]) => ({
    family: 'vitals',
    method: 'POST',
    target: '/api/vitals',
    headers: { ...(type ? { 'content-type': type } : {}), ...(origin ? { origin } : {}) },
    body: Buffer.from(breaker(beacon)),
  }))

const families = (k: Known): Record<string, fc.Arbitrary<string>> => {
  const slug = fc.oneof(
    fc.constantFrom(...k.caseSlugs, ...k.postSlugs, ...k.serviceSlugs),
    fc.string({ maxLength: 40 }),
    fc.constant('no-such-page'),
  )
  const id = fc.oneof(
    fc.constantFrom(...k.caseIds, ...k.postIds).map(String),
    fc.string({ maxLength: 12 }),
    fc.constantFrom('0', '-1', '1e9', 'null', '[]'),
  )
  const prefix = fc.constantFrom('', '/en', '/pt')
  return {
    page: fc
      .tuple(
        prefix,
        fc.oneof(
          fc.constantFrom(
            '/',
            '/cases',
            '/case',
            '/posts',
            '/what-we-do',
            '/o-que-fazemos',
            '/politica-de-privacidade',
            '/termos-de-uso',
            '/offline',
            '/not-found-page',
          ),
          slug.map((s) => `/case/${s}`),
          slug.map((s) => `/posts/${s}`),
          slug.map((s) => `/what-we-do/${s}`),
          slug.map((s) => `/o-que-fazemos/${s}`),
          fc.integer({ min: -2, max: 99 }).map((n) => `/posts?page=${n}`),
          fc.string({ maxLength: 30 }).map((s) => `/${s}`),
        ),
      )
      .map(([p, rest]) => p + rest),
    rest: fc.oneof(
      fc
        .constantFrom(
          'cases',
          'posts',
          'services',
          'clients',
          'employees',
          'products',
          'media',
          'users',
          'subscribers',
          'leads',
          'payload-jobs',
          'nope',
        )
        .chain((c) =>
          fc.oneof(
            fc.constant(`/api/${c}`),
            id.map((i) => `/api/${c}/${i}`),
            fc
              .constantFrom(
                '?where[slug][equals]=x',
                '?depth=99',
                '?limit=-1',
                '?locale=xx',
                '?sort=--',
                '?where[or][0][title][like]=%',
                '?draft=true',
                '?page=abc',
              )
              .map((q) => `/api/${c}${q}`),
          ),
        ),
      fc.constantFrom(
        '/api/globals/site-settings',
        '/api/globals/legal?locale=en',
        '/api/globals/about?draft=true',
        '/api/globals/nope',
        '/api/users/me',
        '/api/users/login',
        '/api/users/logout',
        '/api/users/forgot-password',
        '/api/users/refresh-token',
        '/api/subscribers/export.csv',
        '/api/access',
      ),
    ),
    graphql: fc.constantFrom('/api/graphql', '/api/graphql-playground', '/api/graphql?query={__schema{types{name}}}'),
    form: fc.constantFrom(
      '/api/vitals',
      '/api/newsletter',
      '/api/contact',
      '/api/newsletter/confirm?token=abc',
      '/api/newsletter/unsubscribe?token=1.x',
      '/api/newsletter/unsubscribe',
      '/api/newsletter/confirm',
    ),
    admin: fc.constantFrom(
      '/admin',
      '/admin/login',
      '/admin/collections/cases',
      '/admin/collections/cases/1',
      '/admin/globals/site-settings',
      '/admin/account',
      '/admin/logout',
      '/admin/create-first-user',
      '/admin/nope',
    ),
    og: fc
      .tuple(
        fc.constantFrom('pt', 'en', 'xx'),
        fc.constantFrom('site', 'case', 'post', 'service', 'nope'),
        fc.option(slug),
      )
      .map(([l, k, s]) => `/og/${l}/${k}${s === null ? '' : `/${s}`}`),
    static: fc.constantFrom(
      '/sw.js',
      '/manifest.webmanifest',
      '/robots.txt',
      '/sitemap.xml',
      '/posts/rss.xml',
      '/en/posts/rss.xml',
      '/favicon.ico',
      '/icons/192',
      '/icons/nope',
      '/_next/static/chunks/nope.js',
      '/_next/static/../../package.json',
    ),
    image: fc
      .tuple(
        fc.constantFrom(
          '/api/media/file/x.png',
          '/icons/192',
          'https://evil.example/x.png',
          '//evil.example/x.png',
          '/nope.png',
          '',
        ),
        fc.constantFrom('390', '640', '0', '-1', '99999', 'abc'),
        fc.constantFrom('75', '0', '101', 'x'),
      )
      .map(([u, w, q]) => `/_next/image?url=${encodeURIComponent(u)}&w=${w}&q=${q}`),
  }
}

/** Ways a path goes wrong: broken or double encoding, unicode, traversal, overlength. */
const mangle = fc.constantFrom<(p: string) => string>(
  (p) => p,
  (p) => p,
  (p) => p,
  (p) => `${p}%`,
  (p) => `${p}%E0%A4%A`,
  (p) => `${p}/%zz`,
  (p) => p.replace(/\/([^/]*)$/, '/a%25b$1'),
  (p) => `${p}%00`,
  (p) => `${p}/..%2f..%2fetc%2fpasswd`,
  (p) => `${p}/../../`,
  (p) => p.replace(/^\//, '//'),
  (p) => `${p}/\u00e7\u00e3o-\u{1F3A8}`,
  (p) => `${p}/${encodeURIComponent('ação ✓ 日本')}`,
  (p) => `${p}?${'x'.repeat(5000)}=1`,
  (p) => `${p}/${'a'.repeat(6000)}`,
  (p) => `${p}?q=%`,
  (p) => `${p}?__proto__[x]=1&constructor[prototype][x]=1`,
  (p) => `${p};jsessionid=1`,
  (p) => `${p}\\..\\`,
)

const json = (value: unknown) => Buffer.from(JSON.stringify(value))

const boundary = '----fuzzboundary'
const multipart = (parts: [string, string][], end = true) =>
  Buffer.from(
    parts.map(([n, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`).join('') +
      (end ? `--${boundary}--\r\n` : ''),
  )

/** Bodies of every kind, keyed by the content type they are sent with (which may not match them). */
const bodies: fc.Arbitrary<{ type?: string; body?: Buffer }> = fc.oneof(
  fc.constant({}),
  fc.record({ type: fc.constant('application/json'), body: fc.jsonValue({ maxDepth: 4 }).map(json) }),
  fc.record({
    type: fc.constant('application/json'),
    // Almost a sign-up: each field wrong in some way, so no valid submission is ever sent.
    body: fc
      .record({
        name: fc.oneof(fc.string(), fc.constant(''), fc.integer()),
        surname: fc.string({ maxLength: 200 }),
        email: fc.oneof(fc.string(), fc.constant('a@'), fc.constant(null)),
        locale: fc.string(),
        website: fc.constant('http://spam.example'),
      })
      .map(json),
  }),
  fc.record({
    type: fc.constant('application/json'),
    body: fc.string({ maxLength: 200 }).map((s) => Buffer.from(`{"name": ${s}`)),
  }),
  fc.record({
    type: fc.constant('application/json'),
    body: fc.constant(Buffer.from('['.repeat(5000) + ']'.repeat(5000))),
  }),
  fc.record({
    type: fc.constant('application/x-www-form-urlencoded'),
    body: fc.string({ maxLength: 200 }).map((s) => Buffer.from(`name=${s}&email=%&x=%E0%A4%A`)),
  }),
  fc.record({
    type: fc.constant(`multipart/form-data; boundary=${boundary}`),
    body: fc.constant(
      multipart(
        [
          ['name', 'x'],
          ['_payload', '{"title":1}'],
        ],
        false,
      ),
    ),
  }),
  fc.record({
    type: fc.constant(`multipart/form-data; boundary=${boundary}`),
    body: fc.constant(
      multipart([
        ['$ACTION_ID_deadbeef', ''],
        ['name', 'x'],
      ]),
    ),
  }),
  fc.record({
    type: fc.constant(`multipart/form-data; boundary=${boundary}`),
    body: fc.constant(multipart([['_payload', '{"title":"x"}']])),
  }),
  fc.record({ type: fc.constant('multipart/form-data'), body: fc.constant(Buffer.from('garbage')) }),
  fc.record({
    type: fc.constant(`multipart/form-data; boundary=${boundary}`),
    body: fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
  }),
  fc.record({
    type: fc.constantFrom(
      'text/plain;charset=UTF-8',
      'application/xml',
      'text/x-component',
      'application/octet-stream',
      'garbage/garbage',
      '',
    ),
    body: fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
  }),
  fc.record({
    type: fc.constant('text/plain;charset=UTF-8'),
    body: fc.constantFrom(Buffer.from('["$K1"]'), Buffer.from('[{"a":"$@1"}]'), Buffer.from('not json')),
  }),
)

/** Headers clients (and Next's own router, and probes pretending to be it) send. */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      accept: fc.constantFrom('text/html', 'application/json', '*/*', 'text/x-component', 'image/avif,image/webp'),
      rsc: fc.constantFrom('1', 'x'),
      'next-action': fc.constantFrom('deadbeef', '0'.repeat(40), '', 'x'.repeat(500)),
      'next-router-state-tree': fc.constantFrom('%5B%22%22%5D', 'garbage', '%E0%A4%A', '[[[['),
      'next-router-prefetch': fc.constant('1'),
      'x-forwarded-for': fc.constantFrom('203.0.113.7', 'garbage, 1.1.1.1', '::1'),
      'x-forwarded-host': fc.constantFrom('evil.example', 'localhost:1'),
      cookie: fc.constantFrom('payload-token=garbage', '__prerender_bypass=garbage', 'NEXT_LOCALE=xx', 'a=%E0%A4%A'),
      origin: fc.constantFrom('https://evil.example', 'null'),
      range: fc.constantFrom('bytes=0-10', 'bytes=99999999-', 'bytes=x'),
      'accept-language': fc.constantFrom('en', 'pt-BR', 'xx;q=', '*'),
      'sec-fetch-dest': fc.constantFrom('document', 'empty', 'image'),
    },
    { requiredKeys: [] },
  )
  .map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>)

/**
 * What an HTTP client can put on the wire: characters outside printable ASCII are percent-encoded
 * (as a browser would), everything else, broken percent-encoding included, is sent as generated.
 */
export function wireTarget(target: string): string {
  return target.replace(/[^\u0021-\u007e]/gu, (c) => encodeURIComponent(c))
}

export function requests(known: Known, count: number, seed: number): FuzzRequest[] {
  const fam = families(known)
  const generic = fc
    .tuple(
      fc.constantFrom(...Object.keys(fam)).chain((family) => fam[family].map((path) => ({ family, path }))),
      mangle,
      fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
      bodies,
      extraHeaders,
    )
    .map(([{ family, path }, mangler, method, { type, body }, headers]) => {
      const withBody = method !== 'GET' && method !== 'HEAD'
      return {
        family,
        method,
        target: wireTarget(mangler(path.startsWith('/') ? path : `/${path}`)),
        headers: { ...headers, ...(withBody && type !== undefined ? { 'content-type': type } : {}) },
        body: withBody ? body : undefined,
      }
    })
  const arbitrary: fc.Arbitrary<FuzzRequest> = fc.oneof(
    { weight: 9, arbitrary: generic },
    { weight: 1, arbitrary: overrideQueries },
    { weight: 1, arbitrary: vitalsBeacons },
    ...(known.actionForms?.length ? [{ weight: 1, arbitrary: actionPosts(known.actionForms) }] : []),
  )
  return fc.sample(arbitrary, { seed, numRuns: count })
}
