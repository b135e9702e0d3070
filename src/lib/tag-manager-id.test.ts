import { describe, expect, it } from 'vitest'
import { tagManagerId } from './tag-manager-id'

describe('tagManagerId', () => {
  it('accepts a container id', () => {
    expect(tagManagerId('GTM-TEST123')).toBe('GTM-TEST123')
    expect(tagManagerId(' gtm-abcd12 ')).toBe('GTM-ABCD12')
  })
  it('rejects nothing and anything else', () => {
    expect(tagManagerId(undefined)).toBeNull()
    expect(tagManagerId('')).toBeNull()
    expect(tagManagerId('UA-12345-1')).toBeNull()
    expect(tagManagerId('GTM-X"><script>')).toBeNull()
  })
})
