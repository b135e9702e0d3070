import { describe, expect, it } from 'vitest'
import { stableJson } from './stable-json'

describe('stableJson', () => {
  it('gives the same text whatever the order of keys, at any depth', () => {
    expect(stableJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(stableJson({ a: [{ c: 3, d: 2 }], b: 1 }))
    expect(stableJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}')
  })
  it('keeps the order of lists', () => {
    expect(stableJson([2, 1])).not.toBe(stableJson([1, 2]))
  })
})
