import { describe, expect, it } from 'vitest'
import { beaconSchema } from './schema'

const valid = {
  page: 'case',
  locale: 'pt',
  device: 'phone',
  connection: '4g',
  metrics: [
    { name: 'LCP', value: 2500, navigation: 'navigate' },
    { name: 'CLS', value: 0.1, navigation: 'navigate' },
  ],
}
const ok = (value: unknown) => beaconSchema.safeParse(value).success

describe('the beacon schema', () => {
  it('takes what the reporter sends', () => {
    expect(ok(valid)).toBe(true)
  })

  it.each([
    ['an unknown page kind', { ...valid, page: 'admin' }],
    ['an unknown locale', { ...valid, locale: 'fr' }],
    ['an unknown device', { ...valid, device: 'tablet' }],
    ['an unknown connection', { ...valid, connection: '5g' }],
    ['a key the reporter never sends (an identifier)', { ...valid, id: 'v5-123' }],
    ['a user agent', { ...valid, ua: 'Mozilla/5.0' }],
    ['no metrics', { ...valid, metrics: [] }],
    ['eleven metrics', { ...valid, metrics: new Array(11).fill(valid.metrics[0]) }],
    ['an unknown metric', { ...valid, metrics: [{ name: 'FID', value: 1, navigation: 'navigate' }] }],
    ['a negative value', { ...valid, metrics: [{ name: 'LCP', value: -1, navigation: 'navigate' }] }],
    ['a value as text', { ...valid, metrics: [{ name: 'LCP', value: '1', navigation: 'navigate' }] }],
    ['an implausible CLS', { ...valid, metrics: [{ name: 'CLS', value: 101, navigation: 'navigate' }] }],
    ['an implausible time', { ...valid, metrics: [{ name: 'TTFB', value: 3_600_001, navigation: 'navigate' }] }],
    ['an unknown navigation type', { ...valid, metrics: [{ name: 'LCP', value: 1, navigation: 'x' }] }],
    ['a key inside a metric', { ...valid, metrics: [{ ...valid.metrics[0], id: 'v5-1' }] }],
    ['an array', [valid]],
    ['null', null],
  ])('refuses %s', (_, value) => expect(ok(value)).toBe(false))
})
