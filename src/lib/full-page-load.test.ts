import { describe, expect, it } from 'vitest'
import { isAfterClientNavigation } from './full-page-load'

describe('isAfterClientNavigation', () => {
  it('is true when the document was loaded for another address', () => {
    expect(isAfterClientNavigation('https://x.test/', 'https://x.test/case/gone')).toBe(true)
    expect(isAfterClientNavigation('https://x.test/cases?tag=2', 'https://x.test/cases?tag=3')).toBe(true)
  })
  it('is false when this document is the load of the address shown (no reload loop)', () => {
    expect(isAfterClientNavigation('https://x.test/case/gone', 'https://x.test/case/gone')).toBe(false)
    expect(isAfterClientNavigation('https://x.test/case/gone', 'https://x.test/case/gone#top')).toBe(false)
  })
  it('is false when the browser does not say which address the document was loaded for', () => {
    expect(isAfterClientNavigation(undefined, 'https://x.test/case/gone')).toBe(false)
  })
})
