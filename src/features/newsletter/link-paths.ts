/**
 * The e-mailed links' addresses. Apart from the links' code because the server in front
 * (src/server) reads them too: they are the API routes that take a plain HTML form post.
 */
export const linkPaths = {
  confirm: '/api/newsletter/confirm',
  unsubscribe: '/api/newsletter/unsubscribe',
} as const

export type LinkPurpose = keyof typeof linkPaths
