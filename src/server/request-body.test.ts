import { describe, expect, it } from 'vitest'
import { isJsonObjectBody } from './request-body'

describe('isJsonObjectBody', () => {
  it('takes JSON objects and arrays, and refuses anything else Payload would choke on', () => {
    expect(isJsonObjectBody(Buffer.from('{"title":"x"}'))).toBe(true)
    expect(isJsonObjectBody(Buffer.from('[1,2]'))).toBe(true)
    for (const body of ['"x"', 'null', '12', 'a=b', 'not json', '{', '\u0000\u00ff'])
      expect(isJsonObjectBody(Buffer.from(body)), body).toBe(false)
  })
})
