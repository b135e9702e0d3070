import { describe, expect, it } from 'vitest'
import { classifyLinkClick, type AnchorInfo, type ClickInfo } from './link-click'

const click: ClickInfo = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
}
const a = (href: string, extra: Partial<AnchorInfo> = {}): AnchorInfo => ({
  href,
  target: '',
  download: false,
  ...extra,
})
const here = 'http://localhost:3000/en/cases?x=1'

describe('classifyLinkClick', () => {
  it('treats another page of the site as a navigation', () => {
    expect(classifyLinkClick(click, a('/en/posts'), here)).toBe('navigate')
    expect(classifyLinkClick(click, a('http://localhost:3000/'), here)).toBe('navigate')
    expect(classifyLinkClick(click, a('/en/cases?x=2'), here)).toBe('navigate')
    expect(classifyLinkClick(click, a('/#about'), here)).toBe('navigate')
  })
  it('treats a hash on this very page as an in-page jump', () => {
    expect(classifyLinkClick(click, a('#team'), here)).toBe('same-page-hash')
    expect(classifyLinkClick(click, a('/en/cases?x=1#team'), here)).toBe('same-page-hash')
  })
  it('ignores a link to the current URL and a bare #', () => {
    expect(classifyLinkClick(click, a('/en/cases?x=1'), here)).toBe('ignore')
    expect(classifyLinkClick(click, a('#'), here)).toBe('ignore')
  })
  it('ignores new tabs, downloads, modified and non-primary clicks', () => {
    expect(classifyLinkClick(click, a('/en/posts', { target: '_blank' }), here)).toBe('ignore')
    expect(classifyLinkClick(click, a('/en/posts', { target: '_self' }), here)).toBe('navigate')
    expect(classifyLinkClick(click, a('/en/posts', { download: true }), here)).toBe('ignore')
    expect(classifyLinkClick({ ...click, metaKey: true }, a('/en/posts'), here)).toBe('ignore')
    expect(classifyLinkClick({ ...click, ctrlKey: true }, a('/en/posts'), here)).toBe('ignore')
    expect(classifyLinkClick({ ...click, shiftKey: true }, a('/en/posts'), here)).toBe('ignore')
    expect(classifyLinkClick({ ...click, button: 1 }, a('/en/posts'), here)).toBe('ignore')
    expect(classifyLinkClick({ ...click, defaultPrevented: true }, a('/en/posts'), here)).toBe('ignore')
  })
  it('ignores other sites, other schemes, files and non-page routes', () => {
    expect(classifyLinkClick(click, a('https://example.com/'), here)).toBe('ignore')
    expect(classifyLinkClick(click, a('mailto:hi@studio.test'), here)).toBe('ignore')
    expect(classifyLinkClick(click, a('tel:+5511999999999'), here)).toBe('ignore')
    expect(classifyLinkClick(click, a('/admin'), here)).toBe('ignore')
    expect(classifyLinkClick(click, a('/api/media/file/x.jpg'), here)).toBe('ignore')
    expect(classifyLinkClick(click, a('/feed.xml'), here)).toBe('ignore')
  })
})
