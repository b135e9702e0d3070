// 10,000+ generated requests (seeded: FUZZ_SEED, FUZZ_COUNT) against the production build: every
// route family × methods × content types × malformed paths, bodies and headers. No answer may be
// a 5xx, the server must survive, and nothing a refused request sent may be left in the database.
import { afterAll, describe, expect, it } from 'vitest'
import { databaseUrl, origin } from './support/env'
import { rowCounts } from './support/database'
import { actionFormsIn, requests, type Known } from './support/fuzz-requests'
import { closeAgents, keepAliveRetries, pool, send } from './support/http'

const seed = Number(process.env.FUZZ_SEED) || 20261124
const count = Number(process.env.FUZZ_COUNT) || 10_000

async function known(): Promise<Known> {
  const docs = async (collection: string, locale: string) =>
    (
      (await (await fetch(`${origin}/api/${collection}?locale=${locale}&depth=0&limit=100`)).json()) as {
        docs: { id: number; slug?: string }[]
      }
    ).docs
  const [casesPt, casesEn, postsPt, postsEn, services] = await Promise.all([
    docs('cases', 'pt'),
    docs('cases', 'en'),
    docs('posts', 'pt'),
    docs('posts', 'en'),
    docs('services', 'pt'),
  ])
  const slugs = (list: { slug?: string }[]) => list.map((d) => d.slug).filter((s): s is string => Boolean(s))
  // Pages whose forms post to a server action without JavaScript: the footer newsletter, and home's contact form.
  const actionForms = (
    await Promise.all(
      ['/cases', '/en/cases', '/', '/en'].map(async (page) =>
        actionFormsIn(page, await (await fetch(origin + page)).text()),
      ),
    )
  ).flat()
  if (!actionForms.length)
    throw new Error('no server-action form found on the pages: the fuzz would not reach the actions')
  return {
    actionForms,
    caseSlugs: [...slugs(casesPt), ...slugs(casesEn)],
    postSlugs: [...slugs(postsPt), ...slugs(postsEn)],
    serviceSlugs: slugs(services),
    caseIds: casesPt.map((d) => d.id),
    postIds: postsPt.map((d) => d.id),
  }
}

afterAll(() => closeAgents())

describe(`fuzzing the production server (seed ${seed})`, () => {
  it(`answers ${count} generated requests without a 5xx, survives, and stores nothing it refused`, async () => {
    const list = requests(await known(), count, seed)
    const before = await rowCounts(databaseUrl)
    const started = Date.now()
    // Each request from one of 200 loopback addresses: the form rate limit (per address) then
    // lets the bodies reach the validation they are meant to probe.
    const answers = await pool(list, 16, (req, i) =>
      send(origin, req, `127.0.${1 + (i % 200)}.${2 + ((i >> 3) % 200)}`),
    )
    const seconds = (Date.now() - started) / 1000

    const line = (i: number, outcome: string | number) =>
      `#${i} ${list[i].method} ${list[i].target.slice(0, 160)} → ${outcome}`
    const serverErrors = answers.flatMap((a, i) => ('status' in a && a.status >= 500 ? [line(i, a.status)] : []))
    const transport = answers.flatMap((a, i) => ('error' in a ? [{ i, error: a.error }] : []))
    const failures = transport.map(({ i, error }) => line(i, error))
    const byStatus: Record<number, number> = {}
    for (const a of answers) if ('status' in a) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1
    console.log(
      `fuzz: ${count} requests in ${seconds.toFixed(1)} s (seed ${seed}); statuses ${JSON.stringify(byStatus)}; transport errors ${failures.length}; resent after a keep-alive race ${keepAliveRetries}`,
    )
    if (failures.length) console.log(failures.slice(0, 20).join('\n'))

    expect(serverErrors, serverErrors.slice(0, 30).join('\n')).toEqual([])
    // Still up, and still serving pages.
    expect((await fetch(`${origin}/`)).status).toBe(200)
    // A refused connection means the server went away; a reset is allowed only where the server
    // closed a connection after refusing a body it did not read.
    const unexplained = transport
      .filter(({ i, error }) => !(list[i].body?.length && error === 'ECONNRESET'))
      .map(({ i, error }) => line(i, error))
    expect(unexplained).toEqual([])

    // Nor a valid Web Vitals beacon: the endpoint took none of them (it answers 204 before it stores, so its table,
    // which the e2e specs' browsers may still be adding to, is checked by the answers).
    const tookBeacon = answers.flatMap((a, i) =>
      list[i].method === 'POST' && list[i].target.split('?')[0] === '/api/vitals' && 'status' in a && a.status === 204
        ? [line(i, a.status)]
        : [],
    )
    expect(tookBeacon).toEqual([])

    const after = await rowCounts(databaseUrl)
    // The generator never sends a valid form, and has no credentials: no table may grow or shrink,
    // except the jobs queue's own bookkeeping (and the Web Vitals histograms, above).
    const changed = Object.keys({ ...before, ...after }).filter(
      (t) => !t.startsWith('payload_jobs') && t !== 'web_vitals' && before[t] !== after[t],
    )
    expect(changed.map((t) => `${t}: ${before[t]} → ${after[t]}`)).toEqual([])
  })
})
