import { describe, expect, it } from 'vitest'
import { videoEmbedUrl } from './video-embed'

describe('videoEmbedUrl', () => {
  it('embeds YouTube links of every shape through the no-cookie host', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(embed)
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(embed)
    expect(videoEmbedUrl('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe(embed)
    expect(videoEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(embed)
  })
  it('embeds Vimeo links without tracking', () => {
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1')
    expect(videoEmbedUrl('https://player.vimeo.com/video/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    )
  })
  it('leaves other links and malformed ids alone', () => {
    expect(videoEmbedUrl('https://example.com/watch?v=dQw4w9WgXcQ')).toBeNull()
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull()
    expect(videoEmbedUrl('https://vimeo.com/channels/staff')).toBeNull()
    expect(videoEmbedUrl('not a url')).toBeNull()
  })
})
