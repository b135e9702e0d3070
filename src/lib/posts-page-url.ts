/**
 * The articles list paginates with ?page=N (real, shareable links). Pages after the
 * first are prerendered under /posts/page/N; this maps one to the other.
 */
export function postsPageRewrite(pathname: string, search: URLSearchParams): string | null {
  const match = /^(\/en)?\/posts\/?$/.exec(pathname)
  const page = search.get('page')
  if (!match || !page || !/^[1-9]\d{0,4}$/.test(page) || page === '1') return null
  return `${match[1] ?? ''}/posts/page/${page}`
}

/** The public URL of page N of the articles list (page 1 is the list itself). */
export function postsPageHref(page: number): string {
  return page <= 1 ? '/posts' : `/posts?page=${page}`
}
