import { describe, expect, it } from 'vitest'
import { foreignImageRequest } from './image'

const image = (url: string, rest = '&w=640&q=75') => `/_next/image?url=${encodeURIComponent(url)}${rest}`

describe('foreignImageRequest', () => {
  it('lets through the exact URLs next/image writes for uploads, whatever the file is called', () => {
    for (const name of ['case-orbita-cover.jpg', 'a b.png', 'ação.webp', "it's (1).jpg", '100%.png'])
      expect(foreignImageRequest(image(`/api/media/file/${encodeURIComponent(name)}`)), name).toBe(false)
    expect(foreignImageRequest(image('/api/media/file/a.jpg', '&w=1920&q=100'))).toBe(false)
  })

  it('refuses another spelling of an upload: a query, a fragment, dot segments, other percent-encoding', () => {
    for (const url of [
      '/api/media/file/a.jpg?v=1',
      '/api/media/file/a.jpg?x=y',
      '/api/media/file/a.jpg?',
      '/api/media/file/a.jpg#x',
      '/api/media/file/x/../a.jpg',
      '/api/media/file/./a.jpg',
      '/api/media/file/..',
      '/api/media/file//a.jpg',
      '/api/media/file/%61.jpg',
      '/api/media/file/a%2ejpg',
      '/api/media/file/',
    ])
      expect(foreignImageRequest(image(url)), url).toBe(true)
  })

  it('refuses other paths and other origins', () => {
    for (const url of [
      '/cases',
      '/icons/192',
      '/_next/static/media/x.png',
      'https://evil.example/a.jpg',
      '//evil.example/a.jpg',
    ])
      expect(foreignImageRequest(image(url)), url).toBe(true)
  })

  it('refuses another spelling of the query: order, extra or repeated parameters, leading zeros, the url unencoded', () => {
    const url = encodeURIComponent('/api/media/file/a.jpg')
    for (const target of [
      `/_next/image?w=640&url=${url}&q=75`,
      `/_next/image?url=${url}&w=640&q=75&v=1`,
      `/_next/image?url=${url}&url=${url}&w=640&q=75`,
      `/_next/image?url=${url}&w=0640&q=75`,
      `/_next/image?url=${url.toLowerCase()}&w=640&q=75`,
      '/_next/image?url=/api/media/file/a.jpg&w=640&q=75',
      `/_next/image?url=${url}&w=640`,
      '/_next/image',
    ])
      expect(foreignImageRequest(target), target).toBe(true)
  })

  it('refuses the other paths Next sends to its optimizer, and leaves every other path alone', () => {
    expect(foreignImageRequest(image('/api/media/file/a.jpg').replace('/_next/image', '/_next/image;x'))).toBe(true)
    expect(foreignImageRequest(image('/api/media/file/a.jpg').replace('/_next/image', '/_next/imagefoo'))).toBe(true)
    expect(foreignImageRequest(image('/api/media/file/a.jpg').replace('/_next/image', '/_next/image/'))).toBe(true)
    for (const target of ['/', '/case/x?v=1', '/_next/static/chunks/a.js', '/api/media/file/a.jpg?v=1'])
      expect(foreignImageRequest(target), target).toBe(false)
  })
})
