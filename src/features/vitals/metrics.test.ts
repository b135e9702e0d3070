import { describe, expect, it } from 'vitest'
import { bucketBounds, bucketCount, bucketFields, bucketOf, metricNames, p75, rating, thresholds } from './metrics'

const histogram = (metric: 'LCP' | 'CLS' | 'INP', values: number[]) => {
  const counts = new Array<number>(bucketCount).fill(0)
  for (const v of values) counts[bucketOf(metric, v)]++
  return counts
}

describe('histogram buckets', () => {
  it('has every one of Google’s thresholds as a bucket bound, so a rating read from a bucket is exact', () => {
    for (const m of metricNames) {
      expect(bucketBounds(m)).toContain(thresholds[m].good)
      expect(bucketBounds(m)).toContain(thresholds[m].poor)
    }
  })

  it('puts a value in the first bucket whose bound is at least it, and above the last bound in the last', () => {
    expect(bucketOf('LCP', 0)).toBe(0)
    expect(bucketOf('LCP', 2500)).toBe(bucketBounds('LCP').indexOf(2500))
    expect(bucketOf('LCP', 2501)).toBe(bucketBounds('LCP').indexOf(3000))
    expect(bucketOf('CLS', 0.1)).toBe(bucketBounds('CLS').indexOf(0.1))
    expect(bucketOf('CLS', 0.0001)).toBe(1)
    expect(bucketOf('TTFB', 3_600_000)).toBe(bucketCount - 1)
    expect(bucketFields).toHaveLength(bucketCount)
  })

  it('grows by at most a third from one bound to the next', () => {
    const bounds = bucketBounds('LCP').filter((b) => b >= 10 && b <= 20000)
    for (let i = 1; i < bounds.length; i++) expect(bounds[i] / bounds[i - 1]).toBeLessThanOrEqual(1.34)
  })
})

describe('p75', () => {
  it('is the nearest-rank 75th percentile when the values sit on bucket bounds', () => {
    // 8 values: the 6th smallest is the p75.
    const values = [300, 800, 1200, 1500, 2000, 2500, 4000, 6000]
    expect(p75('LCP', histogram('LCP', values))).toEqual({ value: 2500, above: false, samples: 8 })
    expect(p75('CLS', histogram('CLS', [0, 0, 0, 0.05, 0.1, 0.25]))).toEqual({ value: 0.1, above: false, samples: 6 })
  })

  it('rounds up to the bucket bound, never across a threshold', () => {
    // 2,400 ms lies in the (2000, 2500] bucket: shown as 2.5 s, still good.
    const p = p75('LCP', histogram('LCP', [2400, 2400, 2400, 100]))!
    expect(p.value).toBe(2500)
    expect(rating('LCP', p.value)).toBe('good')
    expect(rating('LCP', p75('LCP', histogram('LCP', [2600, 2600, 2600]))!.value)).toBe('needs-improvement')
  })

  it('says "above" for values past the last bound, and nothing for no samples', () => {
    expect(p75('INP', histogram('INP', [70_000, 70_000]))).toEqual({ value: 60_000, above: true, samples: 2 })
    expect(p75('INP', new Array(bucketCount).fill(0))).toBeNull()
  })
})

describe('rating', () => {
  it('follows Google’s thresholds: good up to the first, poor above the second', () => {
    expect(rating('INP', 200)).toBe('good')
    expect(rating('INP', 201)).toBe('needs-improvement')
    expect(rating('INP', 500)).toBe('needs-improvement')
    expect(rating('INP', 501)).toBe('poor')
    expect(rating('CLS', 0.25)).toBe('needs-improvement')
    expect(rating('CLS', 0.26)).toBe('poor')
  })
})
