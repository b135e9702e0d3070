import { describe, expect, it } from 'vitest'
import { actionFormsIn, requests, wireTarget } from './fuzz-requests'

const page =
  '<form action="/cases" method="POST"><input type="hidden" name="$ACTION_REF_1"/><input type="hidden" name="$ACTION_1:0" value="{&quot;id&quot;:&quot;abc123&quot;,&quot;bound&quot;:null}"/><input type="hidden" name="$ACTION_KEY" value="k1"/><input name="email"/></form>'
const known = {
  caseSlugs: ['a-case'],
  postSlugs: ['a-post'],
  serviceSlugs: ['a-service'],
  caseIds: [1],
  postIds: [2],
  actionForms: actionFormsIn('/cases', page),
}

describe('fuzz requests', () => {
  it('are the same for the same seed, and different for another', () => {
    expect(requests(known, 50, 7)).toEqual(requests(known, 50, 7))
    expect(requests(known, 50, 8)).not.toEqual(requests(known, 50, 7))
  })
  it('cover every route family, many methods and content types, and malformed paths', () => {
    const sample = requests(known, 3000, 1)
    expect(new Set(sample.map((r) => r.family))).toEqual(
      new Set(['page', 'rest', 'graphql', 'form', 'action', 'admin', 'og', 'static', 'image', 'override', 'vitals']),
    )
    // Posts to the real server action carry its hidden fields, decoded.
    const action = sample.find((r) => r.family === 'action' && r.body?.includes('"id":"abc123"'))
    expect(action?.body?.toString()).toContain('name="$ACTION_KEY"')
    expect(new Set(sample.map((r) => r.method)).size).toBeGreaterThanOrEqual(7)
    expect(new Set(sample.map((r) => r.headers['content-type']?.split(';')[0])).size).toBeGreaterThanOrEqual(8)
    expect(sample.some((r) => r.target.endsWith('%'))).toBe(true)
    expect(sample.some((r) => r.target.length > 5000)).toBe(true)
  })
  it('never send a valid Web Vitals beacon', async () => {
    const { beaconSchema } = await import('@/features/vitals/server/schema')
    const beacons = requests(known, 3000, 2).filter((r) => r.family === 'vitals')
    expect(beacons.length).toBeGreaterThan(100)
    for (const r of beacons) {
      let parsed: unknown
      try {
        parsed = JSON.parse(r.body!.toString())
      } catch {
        continue
      }
      expect(r.body!.length > 2048 || !beaconSchema.safeParse(parsed).success).toBe(true)
    }
  })
  it('only put bytes an HTTP client accepts on the request line', () => {
    for (const r of requests(known, 2000, 3)) expect(r.target).toMatch(/^[\u0021-\u007e]+$/)
    expect(known.actionForms).toEqual([
      {
        page: '/cases',
        hidden: [
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', '{"id":"abc123","bound":null}'],
          ['$ACTION_KEY', 'k1'],
        ],
      },
    ])
    expect(wireTarget('/ação %E0')).toBe('/a%C3%A7%C3%A3o%20%E0')
  })
})
