import { describe, expect, it } from 'vitest'
import { isBlockMessage } from './messages'

describe('isBlockMessage', () => {
  const ok = { type: 'studio:block', action: 'up', index: 1, doc: 'pages:12' }

  it('takes a block action on a page', () => {
    expect(isBlockMessage(ok)).toBe(true)
    expect(isBlockMessage({ ...ok, action: 'add', blockType: 'faq' })).toBe(true)
    expect(isBlockMessage({ ...ok, doc: 'global:home' })).toBe(true)
  })

  it('refuses anything else a frame could post', () => {
    for (const bad of [
      null,
      'up',
      { ...ok, type: 'studio:edit-field' },
      { ...ok, action: 'drop-table' },
      { ...ok, index: -1 },
      { ...ok, index: 1.5 },
      { ...ok, index: 5000 },
      { ...ok, doc: 'cases:12' },
      { ...ok, doc: 'global:about' },
      { ...ok, doc: 'pages:1 2' },
      { ...ok, action: 'add', blockType: 'x<script>' },
    ])
      expect(isBlockMessage(bad)).toBe(false)
  })
})
