import { describe, expect, it } from 'vitest'
import { serializeJsonLd } from './json-ld'

describe('serializeJsonLd', () => {
  it('cannot be broken out of by CMS text', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(out).not.toContain('</script')
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script>')
  })
})
