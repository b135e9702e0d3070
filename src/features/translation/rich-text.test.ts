import { describe, expect, it } from 'vitest'
import { bold, doc, h, link, p, upload } from '@/cms/seed/lexical'
import { escapeXml, richTextSegments, unescapeXml, type RichText } from './rich-text'

const body = doc(
  h(2, 'Nosso processo'),
  p('Um texto com ', bold('negrito'), ' e um ', link('https://example.com', 'link'), ' < 3 & mais.'),
  upload(7),
) as unknown as RichText

/** A translator that keeps every tag and upper-cases the words between them. */
const upper = (xml: string) => xml.replace(/>([^<]+)</g, (_, t: string) => `>${t.toUpperCase()}<`)

describe('rich text translation', () => {
  it('sends one XML text per block, with each node tagged and the text escaped', () => {
    const { texts } = richTextSegments(body)
    expect(texts).toEqual([
      '<x id="0">Nosso processo</x>',
      '<x id="0">Um texto com </x><x id="1">negrito</x><x id="2"> e um </x><a id="3"><x id="4">link</x></a>' +
        '<x id="5"> &lt; 3 &amp; mais.</x>',
    ])
  })

  it('puts the translation back with the structure, formats, links and other nodes kept', () => {
    const { texts, rebuild } = richTextSegments(body)
    const out = rebuild(texts.map(upper))
    const [h, p, img] = out.root.children as never as RichText['root'][]
    expect(h).toMatchObject({ type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'NOSSO PROCESSO' }] })
    expect(p.children).toMatchObject([
      { type: 'text', text: 'UM TEXTO COM ', format: 0 },
      { type: 'text', text: 'NEGRITO', format: 1 },
      { type: 'text', text: ' E UM ' },
      { type: 'link', fields: { url: 'https://example.com' }, children: [{ type: 'text', text: 'LINK' }] },
      { type: 'text', text: ' < 3 & MAIS.' },
    ])
    expect(img).toEqual((body.root.children as never[])[2])
    // The original is untouched.
    expect(richTextSegments(body).texts).toEqual(texts)
  })

  it('follows the translation where it moves a tag, and keeps words it put outside any tag', () => {
    const { rebuild } = richTextSegments(doc(p('a ', bold('b'))) as unknown as RichText)
    const out = rebuild(['<x id="1">B</x> then <x id="0">A</x>'])
    expect((out.root.children as never as RichText['root'][])[0].children).toMatchObject([
      { text: 'B', format: 1 },
      { text: ' then ', format: 0 },
      { text: 'A', format: 0 },
    ])
  })

  it('refuses an answer with broken tags', () => {
    const { rebuild } = richTextSegments(body)
    expect(() => rebuild(['<x id="0">a', '<x id="0">b</x>'])).toThrow(/open/)
    expect(() => rebuild(['<x id="9">a</x>', '<x id="0">b</x>'])).toThrow(/unknown node/)
  })

  it('escapes and unescapes XML text', () => {
    expect(unescapeXml(escapeXml('a < b & c > d'))).toBe('a < b & c > d')
    expect(unescapeXml('&quot;&#39;&#x41;')).toBe(`"'A`)
  })
})
