// Search fields a test document can be published with: with the page's " | <studio name>" (the seeded names and the
// tests' own, 6 to 12 characters), its title and description are within the lengths a publish is checked against.
export const searchFields = {
  pt: {
    title: 'Um caso de teste com um título de busca bom',
    description:
      'Uma descrição de busca escrita para testes: longa o bastante para buscadores e curta o bastante para caber inteira.',
  },
  en: {
    title: 'A test document with a well-sized page title',
    description:
      'A search description written for tests: long enough for search engines to show, and short enough to fit in full.',
  },
} as const

/** The `seo` group of a test document in `locale`. */
export const seoOf = (locale: 'pt' | 'en' = 'pt') => ({ seo: { ...searchFields[locale] } })
