import { describe, expect, it } from 'vitest'
import { browser } from '@/config/browser'
import { isChunkLoadError, parseReloadStamp, shouldReloadForChunkError } from './chunk-reload'

const guard = browser.chunk.reloadGuardMs

describe('isChunkLoadError', () => {
  it('recognizes Turbopack, webpack and native import() failures', () => {
    const turbopack = Object.assign(new Error('Failed to load chunk /_next/static/chunks/abc.js from module 123'), {
      name: 'ChunkLoadError',
    })
    expect(isChunkLoadError(turbopack)).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'))).toBe(
      true,
    )
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: '' })).toBe(true)
  })
  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
    expect(isChunkLoadError(42)).toBe(false)
  })
})

describe('parseReloadStamp', () => {
  it('reads a stored time', () => expect(parseReloadStamp('1700000000000')).toBe(1700000000000))
  it('ignores nothing and garbage', () => {
    expect(parseReloadStamp(null)).toBeNull()
    expect(parseReloadStamp('')).toBeNull()
    expect(parseReloadStamp('soon')).toBeNull()
  })
})

describe('shouldReloadForChunkError', () => {
  const now = 1_700_000_000_000
  it('reloads the first time', () => expect(shouldReloadForChunkError(null, now, guard)).toBe(true))
  it('does not reload again within the guard window (60 s)', () => {
    expect(shouldReloadForChunkError(now - 1_000, now, guard)).toBe(false)
    expect(shouldReloadForChunkError(now - (guard - 1), now, guard)).toBe(false)
  })
  it('reloads again once the window has passed', () => {
    expect(shouldReloadForChunkError(now - guard, now, guard)).toBe(true)
    expect(shouldReloadForChunkError(now - 10 * guard, now, guard)).toBe(true)
  })
  it('treats a stamp from the future as recent', () =>
    expect(shouldReloadForChunkError(now + 5_000, now, guard)).toBe(false))
})
