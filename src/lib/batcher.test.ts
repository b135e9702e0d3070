import { describe, expect, it, vi } from 'vitest'
import { createBatcher } from './batcher'

describe('createBatcher', () => {
  it('hands calls made together to one flush and gives each caller its own result', async () => {
    const flush = vi.fn(async (items: number[]) => items.map((n) => n * 10))
    const add = createBatcher(flush)
    expect(await Promise.all([add(1), add(2), add(3)])).toEqual([10, 20, 30])
    expect(flush).toHaveBeenCalledTimes(1)
    expect(flush).toHaveBeenCalledWith([1, 2, 3])
  })

  it('flushes a lone call without waiting for company', async () => {
    const flush = vi.fn(async (items: string[]) => items.map((s) => s.toUpperCase()))
    const add = createBatcher(flush)
    expect(await add('a')).toBe('A')
    expect(await add('b')).toBe('B')
    expect(flush).toHaveBeenCalledTimes(2)
  })

  it('never exceeds maxSize per flush, and loses no call', async () => {
    const sizes: number[] = []
    const add = createBatcher(async (items: number[]) => (sizes.push(items.length), items), { maxSize: 4 })
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => add(i)))
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(Math.max(...sizes)).toBeLessThanOrEqual(4)
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(10)
  })

  it('rejects every caller of a failed batch, and the next batch works again', async () => {
    let fail = true
    const add = createBatcher(async (items: number[]) => {
      if (fail) throw new Error('disk full')
      return items
    })
    const failed = await Promise.allSettled([add(1), add(2)])
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    fail = false
    expect(await add(3)).toBe(3)
  })

  it('rejects when the flush returns the wrong number of results', async () => {
    const add = createBatcher(async (items: number[]) => items.slice(1))
    await expect(Promise.all([add(1), add(2)])).rejects.toThrow(/1 results for 2 items/)
  })
})
