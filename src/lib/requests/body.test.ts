import { describe, expect, it } from 'vitest'
import { isFormPostToApi, isJsonObjectBody } from './body'

describe('isJsonObjectBody', () => {
  it('takes JSON objects and arrays, and refuses anything else Payload would choke on', () => {
    expect(isJsonObjectBody(Buffer.from('{"title":"x"}'))).toBe(true)
    expect(isJsonObjectBody(Buffer.from('[1,2]'))).toBe(true)
    for (const body of ['"x"', 'null', '12', 'a=b', 'not json', '{', '\u0000\u00ff'])
      expect(isJsonObjectBody(Buffer.from(body)), body).toBe(false)
  })
})

describe('isFormPostToApi', () => {
  const request = (method: string, type: string) => [method, type] as const
  const form = 'application/x-www-form-urlencoded'
  it('takes a form post to the newsletter links (their button, RFC 8058 one-click unsubscribe)', () => {
    expect(isFormPostToApi(...request('POST', form), '/api/newsletter/unsubscribe')).toBe(true)
    expect(isFormPostToApi(...request('POST', `${form}; charset=utf-8`), '/api/newsletter/confirm')).toBe(true)
  })
  it('leaves every other API route, method and type to the JSON rule', () => {
    expect(isFormPostToApi(...request('POST', form), '/api/newsletter')).toBe(false)
    expect(isFormPostToApi(...request('POST', form), '/api/users/login')).toBe(false)
    expect(isFormPostToApi(...request('PATCH', form), '/api/newsletter/confirm')).toBe(false)
    expect(isFormPostToApi(...request('POST', 'text/plain'), '/api/newsletter/confirm')).toBe(false)
  })
})
