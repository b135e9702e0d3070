import { describe, expect, it } from 'vitest'
import { headings, richTextToPlain } from './lexical-text'

const doc = {
  root: {
    type: 'root',
    children: [
      { type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'Quem somos' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Olá ' },
          { type: 'link', children: [{ type: 'text', text: 'mundo' }] },
        ],
      },
      { type: 'heading', tag: 'h3', children: [{ type: 'text', text: 'Detalhe' }] },
      { type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'Seus dados' }] },
    ],
  },
}

describe('lexical text', () => {
  it('joins the text of every block, links included', () => {
    expect(richTextToPlain(doc)).toBe('Quem somos\nOlá mundo\nDetalhe\nSeus dados')
  })
  it('lists the headings of one level in order', () => {
    expect(headings(doc)).toEqual(['Quem somos', 'Seus dados'])
    expect(headings(doc, 'h3')).toEqual(['Detalhe'])
  })
  it('is empty for missing content', () => {
    expect(richTextToPlain(null)).toBe('')
    expect(headings(undefined)).toEqual([])
  })
})
