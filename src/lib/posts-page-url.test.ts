import { describe, expect, it } from 'vitest'
import { postsPageHref, postsPageRewrite } from './posts-page-url'

const q = (s: string) => new URLSearchParams(s)

describe('posts pagination URLs', () => {
  it('rewrites ?page=N of the list in both locales', () => {
    expect(postsPageRewrite('/posts', q('page=2'))).toBe('/posts/page/2')
    expect(postsPageRewrite('/en/posts', q('page=3'))).toBe('/en/posts/page/3')
    expect(postsPageRewrite('/posts/', q('page=2'))).toBe('/posts/page/2')
  })
  it('leaves page 1, bad numbers and other paths alone', () => {
    expect(postsPageRewrite('/posts', q('page=1'))).toBeNull()
    expect(postsPageRewrite('/posts', q('page=abc'))).toBeNull()
    expect(postsPageRewrite('/posts', q('page=0'))).toBeNull()
    expect(postsPageRewrite('/posts', q('page=-2'))).toBeNull()
    expect(postsPageRewrite('/posts', q(''))).toBeNull()
    expect(postsPageRewrite('/posts/some-article', q('page=2'))).toBeNull()
    expect(postsPageRewrite('/cases', q('page=2'))).toBeNull()
  })
  it('links page 1 to the bare list', () => {
    expect(postsPageHref(1)).toBe('/posts')
    expect(postsPageHref(2)).toBe('/posts?page=2')
  })
})
