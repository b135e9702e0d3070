// The admin's share image preview (/next/share-preview): editors only, and any query that names no page document in a
// locale is a 400, never a server error (names every object inherits included).
import { beforeAll, describe, expect, it } from 'vitest'
import { origin } from './support/env'
import { signIn } from './support/sign-in'

let token: string
let caseId: number

beforeAll(async () => {
  token = await signIn(origin)
  caseId = (await (await fetch(`${origin}/api/cases?limit=1&depth=0`)).json()).docs[0].id
})

const get = (query: string, auth = true) =>
  fetch(`${origin}/next/share-preview?${query}`, { headers: auth ? { authorization: `JWT ${token}` } : {} })

describe('the share image preview', () => {
  it('draws a document’s share image for an editor, privately', async () => {
    const res = await get(`collection=cases&id=${caseId}&locale=en`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('asks anyone else to sign in', async () => {
    expect((await get(`collection=cases&id=${caseId}&locale=pt`, false)).status).toBe(401)
  })

  it('answers 400 to a query that names no page document in a locale', async () => {
    for (const query of [
      'collection=constructor&id=1&locale=pt',
      'collection=__proto__&id=1&locale=pt',
      'collection=toString&id=1&locale=pt',
      'collection=users&id=1&locale=pt',
      `collection=cases&id=${caseId}&locale=fr`,
      'collection=cases&id=-1&locale=pt',
    ]) {
      const res = await get(query)
      expect({ query, status: res.status }).toEqual({ query, status: 400 })
    }
  })
})
