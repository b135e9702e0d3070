import { describe, expect, it } from 'vitest'
import { browser } from '@/config/browser'
import { anchorScrollTop, easeInOutCubic, parseScrollPadding, scrollAt } from './anchor-scroll'

const D = browser.scrollAnimationMs

describe('anchor scroll', () => {
  it('eases from 0 to 1, symmetric about the middle', () => {
    expect(easeInOutCubic(0)).toBe(0)
    expect(easeInOutCubic(1)).toBe(1)
    expect(easeInOutCubic(0.5)).toBe(0.5)
    expect(easeInOutCubic(0.25) + easeInOutCubic(0.75)).toBeCloseTo(1)
    expect(easeInOutCubic(2)).toBe(1)
  })
  it('reaches the target exactly at 500 ms and not before', () => {
    expect(scrollAt(0, 1000, 0, D)).toBe(0)
    expect(scrollAt(0, 1000, D / 2, D)).toBe(500)
    expect(scrollAt(0, 1000, D - 50, D)).toBeLessThan(1000)
    expect(scrollAt(0, 1000, D, D)).toBe(1000)
    expect(scrollAt(800, 200, D, D)).toBe(200)
  })
  it('jumps at once with no duration (reduced motion)', () => {
    expect(scrollAt(0, 1000, 0, 0)).toBe(1000)
  })
  it('reads scroll-padding-top', () => {
    expect(parseScrollPadding('88px')).toBe(88)
    expect(parseScrollPadding('auto')).toBe(0)
  })
  it('stops below the sticky header and within the page', () => {
    expect(anchorScrollTop(600, 100, 88, 5000)).toBe(612)
    expect(anchorScrollTop(20, 0, 88, 5000)).toBe(0)
    expect(anchorScrollTop(3000, 2500, 88, 4000)).toBe(4000)
  })
})
