import { describe, expect, it } from 'vitest'
import { nameForType, nameMatchesType } from './image-types'

describe('nameForType', () => {
  it('replaces an extension that is not the detected type’s', () => {
    expect(nameForType('p.html', 'image/png')).toBe('p.png')
    expect(nameForType('photo.png', 'image/jpeg')).toBe('photo.jpg')
    expect(nameForType('a.b.svg', 'image/webp')).toBe('a.b.webp')
  })
  it('adds one to a name without', () => {
    expect(nameForType('photo', 'image/avif')).toBe('photo.avif')
    expect(nameForType('.htaccess', 'image/gif')).toBe('.htaccess.gif')
  })
  it('keeps any extension of the type, lower-cased', () => {
    expect(nameForType('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg')
    expect(nameForType('Photo.JPG', 'image/jpeg')).toBe('Photo.jpg')
  })
  it('has no name for a type an upload may not be', () => {
    expect(nameForType('p.html', 'text/html')).toBeNull()
    expect(nameForType('logo.svg', 'image/svg+xml')).toBeNull()
  })
})

describe('nameMatchesType', () => {
  it('holds only for an allowed type under one of its extensions', () => {
    expect(nameMatchesType('p.png', 'image/png')).toBe(true)
    expect(nameMatchesType('p.JPEG', 'image/jpeg')).toBe(true)
    expect(nameMatchesType('p.html', 'image/png')).toBe(false)
    expect(nameMatchesType('p.png', 'text/html')).toBe(false)
    expect(nameMatchesType('png', 'image/png')).toBe(false)
  })
})
