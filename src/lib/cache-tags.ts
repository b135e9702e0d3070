/**
 * Cache tags: the one vocabulary shared by the content reads (which tag what they
 * return) and the CMS hooks (which expire those tags when an editor saves).
 */
export const tags = {
  collection: (slug: string) => `collection:${slug}`,
  global: (slug: string) => `global:${slug}`,
  sitemap: 'sitemap',
} as const
