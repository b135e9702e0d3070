import { describe, expect, it } from 'vitest'
import { clientIp } from './client-ip'

describe('clientIp', () => {
  it('takes the last X-Forwarded-For hop (the one our own proxy or Next wrote)', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '1.1.1.1, 203.0.113.9' }))).toBe('203.0.113.9')
    expect(clientIp(new Headers({ 'x-forwarded-for': '::1' }))).toBe('::1')
  })
  it('falls back to X-Real-IP, then to a shared bucket', () => {
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2')
    expect(clientIp(new Headers())).toBe('unknown')
  })
})
