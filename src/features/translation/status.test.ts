import { describe, expect, it } from 'vitest'
import { translationGroups, type FieldSpec } from './groups'
import { filteredChoice, replay, snapshotOf, statusOf, type Snapshot } from './status'

const locales = ['pt', 'en']
const fields: FieldSpec[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'slug', type: 'text', localized: true },
  { name: 'year', type: 'number' },
  {
    name: 'gallery',
    type: 'array',
    flattenedFields: [
      { name: 'image', type: 'upload' },
      { name: 'caption', type: 'text', localized: true },
    ],
  },
  {
    name: 'seo',
    type: 'group',
    flattenedFields: [
      { name: 'title', type: 'text', localized: true },
      { name: 'image', type: 'upload' },
    ],
  },
  { name: 'organization', type: 'group', flattenedFields: [{ name: 'email', type: 'text' }] },
]
const groups = translationGroups(fields)
const save = (at: string, data: Record<string, unknown>): Snapshot => snapshotOf(groups, data, locales, at)
/** A draft's save: not what visitors read. */
const draft = (at: string, data: Record<string, unknown>): Snapshot => snapshotOf(groups, data, locales, at, false)
const statuses = (...saves: Snapshot[]) => {
  const result = statusOf(replay(saves, locales), groups, locales)
  return Object.fromEntries(
    locales.map((l) => [l, Object.fromEntries(result[l].groups.map((g) => [g.group, g.status]))]),
  )
}

describe('translation groups', () => {
  it('are the top-level fields and named groups that hold localized text, slug left out', () => {
    expect(groups.map((g) => g.name)).toEqual(['title', 'gallery', 'seo'])
    expect(groups[0].label).toEqual({ pt: 'Título', en: 'Title' })
  })
})

describe('translation status', () => {
  it('says missing where only the other locale has text, and nothing for groups empty in both', () => {
    expect(statuses(save('t1', { title: { pt: 'Olá' }, seo: { title: { pt: null, en: null } } }))).toEqual({
      pt: { title: 'up-to-date' },
      en: { title: 'missing' },
    })
  })

  it('does not flag the source when the translation is filled in after it', () => {
    const s1 = save('t1', { title: { pt: 'Olá' } })
    const s2 = save('t2', { title: { pt: 'Olá', en: 'Hello' } })
    expect(statuses(s1, s2)).toEqual({ pt: { title: 'up-to-date' }, en: { title: 'up-to-date' } })
  })

  it('makes the other locale outdated when text in step is edited, until that locale is saved with changes', () => {
    const s1 = save('t1', { title: { pt: 'Olá', en: 'Hello' }, seo: { title: { pt: 'A', en: 'A' } } })
    const s2 = save('t2', { title: { pt: 'Olá, mundo', en: 'Hello' }, seo: { title: { pt: 'A', en: 'A' } } })
    expect(statuses(s1, s2)).toEqual({
      pt: { title: 'up-to-date', seo: 'up-to-date' },
      en: { title: 'outdated', seo: 'up-to-date' },
    })
    const result = statusOf(replay([s1, s2], locales), groups, locales)
    expect(result.en.status).toBe('outdated')
    expect(result.en.groups[0].since).toBe('t2')
    const s3 = save('t3', { title: { pt: 'Olá, mundo', en: 'Hello, world' }, seo: { title: { pt: 'A', en: 'A' } } })
    expect(statuses(s1, s2, s3).en.title).toBe('up-to-date')
    expect(statuses(s1, s2, s3).pt.title).toBe('up-to-date')
  })

  it('works in either direction: an English edit makes the Portuguese outdated', () => {
    const s1 = save('t1', { title: { pt: 'Olá', en: 'Hello' } })
    const s2 = save('t2', { title: { pt: 'Olá', en: 'Hi' } })
    expect(statuses(s1, s2)).toEqual({ pt: { title: 'outdated' }, en: { title: 'up-to-date' } })
  })

  it('counts both locales changed in one save as in step', () => {
    const s1 = save('t1', { title: { pt: 'Olá', en: 'Hello' } })
    const s2 = save('t2', { title: { pt: 'Oi', en: 'Hi' } })
    expect(statuses(s1, s2)).toEqual({ pt: { title: 'up-to-date' }, en: { title: 'up-to-date' } })
  })

  it('makes the other locale outdated only once a draft edit is published, since the publish', () => {
    const s1 = save('t1', { title: { pt: 'Olá', en: 'Hello' } })
    const d2 = draft('t2', { title: { pt: 'Olá, mundo', en: 'Hello' } })
    expect(statuses(s1, d2)).toEqual({ pt: { title: 'up-to-date' }, en: { title: 'up-to-date' } })
    const waiting = statusOf(replay([s1, d2], locales), groups, locales)
    expect(waiting.en.groups[0].waiting).toBe(true)
    expect(waiting.pt.groups[0].waiting).toBe(false)
    const p3 = save('t3', { title: { pt: 'Olá, mundo', en: 'Hello' } })
    const published = statusOf(replay([s1, d2, p3], locales), groups, locales)
    expect(published.en.groups[0]).toMatchObject({ status: 'outdated', since: 't3', waiting: false })
    expect(published.pt.status).toBe('up-to-date')
  })

  it('leaves nothing outdated when the translation catches up with a draft edit before it is published', () => {
    const s1 = save('t1', { title: { pt: 'Olá', en: 'Hello' } })
    const d2 = draft('t2', { title: { pt: 'Olá, mundo', en: 'Hello' } })
    const d3 = draft('t3', { title: { pt: 'Olá, mundo', en: 'Hello, world' } })
    const p4 = save('t4', { title: { pt: 'Olá, mundo', en: 'Hello, world' } })
    expect(statuses(s1, d2, d3, p4)).toEqual({ pt: { title: 'up-to-date' }, en: { title: 'up-to-date' } })
    // A later draft edit of the source, published: outdated again, though the translation was saved in between.
    const d5 = draft('t5', { title: { pt: 'Olá, mundo!', en: 'Hello, world' } })
    const p6 = save('t6', { title: { pt: 'Olá, mundo!', en: 'Hello, world' } })
    expect(statuses(s1, d2, d3, p4, d5, p6).en.title).toBe('outdated')
  })

  it('keeps a published edit outdated through later drafts until the translation changes', () => {
    const s1 = save('t1', { title: { pt: 'Olá', en: 'Hello' } })
    const s2 = save('t2', { title: { pt: 'Oi', en: 'Hello' } })
    const d3 = draft('t3', { title: { pt: 'Oi!', en: 'Hello' } })
    const result = statusOf(replay([s1, s2, d3], locales), groups, locales)
    expect(result.en.groups[0]).toMatchObject({ status: 'outdated', since: 't2' })
    expect(statuses(s1, s2, d3, draft('t4', { title: { pt: 'Oi!', en: 'Hi!' } })).en.title).toBe('up-to-date')
  })

  it('sees a new gallery row captioned in Portuguese only as the English captions being outdated', () => {
    const row = (id: string, pt: string, en?: string) => ({ id, image: 1, caption: { pt, en } })
    const s1 = save('t1', { title: { pt: 'a', en: 'a' }, gallery: [row('r1', 'Foto', 'Photo')] })
    const s2 = save('t2', { title: { pt: 'a', en: 'a' }, gallery: [row('r1', 'Foto', 'Photo'), row('r2', 'Mapa')] })
    expect(statuses(s1, s2).en.gallery).toBe('outdated')
  })

  it('rates a locale by its worst group', () => {
    const s1 = save('t1', { title: { pt: 'Olá', en: 'Hello' }, seo: { title: { pt: 'SEO' } } })
    const result = statusOf(replay([s1], locales), groups, locales)
    expect(result.en.status).toBe('missing')
    expect(result.pt.status).toBe('up-to-date')
  })
})

describe('the list filter a list shows as current', () => {
  const choices = [
    { locale: 'pt', ids: '7' },
    { locale: 'en', ids: '1,2,3,4' },
  ]
  it('is the choice whose link was followed, also after another editor translated or outdated a document', () => {
    expect(filteredChoice('1,2,3,4', choices)).toBe('en')
    expect(filteredChoice('1,2,3', choices)).toBe('en')
    expect(filteredChoice('1,2,3,4,5', choices)).toBe('en')
  })
  it('is none for a list filtered by hand to other documents, or not filtered', () => {
    expect(filteredChoice('1,9', choices)).toBeNull()
    expect(filteredChoice('8', choices)).toBeNull()
    expect(filteredChoice(null, choices)).toBeNull()
  })
})
