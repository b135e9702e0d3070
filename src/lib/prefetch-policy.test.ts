import { describe, expect, it } from 'vitest'
import { browser } from '@/config/browser'
import { shouldPrefetch } from './prefetch-policy'

const skip = browser.prefetch.skipEffectiveTypes

describe('shouldPrefetch', () => {
  it('prefetches online on a good connection', () => {
    expect(shouldPrefetch({ online: true, effectiveType: '4g', saveData: false }, skip)).toBe(true)
    expect(shouldPrefetch({ online: true, effectiveType: '3g' }, skip)).toBe(true)
  })
  it('prefetches when the browser does not report the connection', () => {
    expect(shouldPrefetch({ online: true }, skip)).toBe(true)
  })
  it('never prefetches offline', () => {
    expect(shouldPrefetch({ online: false, effectiveType: '4g' }, skip)).toBe(false)
  })
  it('skips 2g and slow-2g', () => {
    expect(shouldPrefetch({ online: true, effectiveType: '2g' }, skip)).toBe(false)
    expect(shouldPrefetch({ online: true, effectiveType: 'slow-2g' }, skip)).toBe(false)
  })
  it('respects the data saver', () => {
    expect(shouldPrefetch({ online: true, effectiveType: '4g', saveData: true }, skip)).toBe(false)
  })
})
