import { describe, expect, it } from 'vitest'
import { documentSearch, fullTitle, lengthVerdict, searchLengths } from '@/lib/metadata'
import { cases } from './cases'
import { posts } from './posts'
import { search, searchTexts } from './search'
import { services } from './services'
import { siteSettings } from './site'

// The seed publishes through the checks before publish (cms/publish-checks): a demo page out of the lengths would
// stop `npm start` on a fresh clone. Worked out here as the pages do, from the content alone.
const documents = [...cases.filter((c) => c.status === 'published'), ...posts, ...services]

describe('the demo content', () => {
  it.each(['pt', 'en'] as const)('has page titles and descriptions within the search lengths in %s', (locale) => {
    const outside = documents.flatMap((d) => {
      const page = documentSearch({ title: d.title[locale], seo: searchTexts(d, locale) })
      const title = fullTitle(page.title, siteSettings.studioName[locale])
      const verdicts = [
        lengthVerdict(title, searchLengths.title),
        lengthVerdict(page.description, searchLengths.description),
      ]
      return verdicts.every((v) => v === 'ok')
        ? []
        : [`${d.slug.pt}: “${title}” ${title.length}, ${page.description?.length}`]
    })
    expect(outside).toEqual([])
  })

  it('names only demo documents in its search texts', () => {
    const slugs = new Set([...cases, ...posts, ...services].map((d) => d.slug.pt))
    expect(Object.keys(search).filter((slug) => !slugs.has(slug))).toEqual([])
  })
})
