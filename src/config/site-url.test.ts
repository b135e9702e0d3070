import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteUrl } from './site-url'

afterEach(() => vi.unstubAllEnvs())

describe('siteUrl', () => {
  it('follows PORT when SITE_URL is not set, so canonical and share URLs lead to this server', () => {
    vi.stubEnv('SITE_URL', '')
    vi.stubEnv('PORT', '4321')
    expect(siteUrl()).toBe('http://localhost:4321')
    vi.stubEnv('PORT', '')
    expect(siteUrl()).toBe('http://localhost:3000')
  })
  it('uses SITE_URL without a trailing slash', () => {
    vi.stubEnv('SITE_URL', 'https://studio.example/')
    expect(siteUrl()).toBe('https://studio.example')
  })
})
