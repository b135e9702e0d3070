// The form limit is one counter for all instances (rate-limiter-flexible over Redis), keyed by the
// address nginx saw (TRUST_PROXY=127.0.0.1, nginx's address), not one a client writes into X-Forwarded-For.
import { describe, expect, it } from 'vitest'
import { apps, front, request, signUp } from './support'

const run = Date.now()

describe('sign-ups per client per minute (10)', () => {
  it('the 11th is refused whichever instance gets it', async () => {
    // As nginx forwards it (from its address, 127.0.0.1): the client's is the rightmost X-Forwarded-For entry.
    const client = { 'x-forwarded-for': '198.51.100.23' }
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const { body, headers } = signUp(`limit-${run}-${i}@example.com`)
      const res = await request(`${apps[i % 2]}/api/newsletter`, {
        method: 'POST',
        body,
        headers: { ...headers, ...client },
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    // Instance A had 5 of the 10, instance B the other 5: each alone would still accept.
    expect(statuses.slice(10)).toEqual([429, 429])
  })

  it('through nginx, a client cannot pick its bucket with a forged X-Forwarded-For', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const { body, headers } = signUp(`front-limit-${run}-${i}@example.com`)
      // A different made-up address each time; nginx appends the real one, which is what counts.
      const res = await request(`${front}/api/newsletter`, {
        method: 'POST',
        body,
        headers: { ...headers, 'x-forwarded-for': `203.0.113.${i + 1}` },
        from: '127.0.0.23',
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(statuses[10]).toBe(429)
    // Another visitor is not affected.
    const other = signUp(`front-limit-${run}-other@example.com`)
    expect((await request(`${front}/api/newsletter`, { method: 'POST', ...other, from: '127.0.0.24' })).status).toBe(
      200,
    )
  })

  it('straight to an instance from an address that is not nginx’s, X-Forwarded-For picks no bucket', async () => {
    // Another host that reaches an instance's port (127.0.0.66 is not the proxy): what it claims is ignored, its
    // own address is the one counted, on both instances alike.
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const { body, headers } = signUp(`direct-limit-${run}-${i}@example.com`)
      const res = await request(`${apps[i % 2]}/api/newsletter`, {
        method: 'POST',
        body,
        headers: { ...headers, 'x-forwarded-for': `203.0.113.${100 + i}` },
        from: '127.0.0.66',
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(statuses[10]).toBe(429)
  })
})
