/** The home page's own sections, in the order it shows them until an editor arranges it (the `home` global). */
export const homeSections = [
  'hero',
  'featured',
  'services',
  'clients',
  'about',
  'posts',
  'products',
  'contact',
  'newsletter',
] as const
export type HomeSectionName = (typeof homeSections)[number]
