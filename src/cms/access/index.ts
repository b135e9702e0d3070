import type {
  Access,
  CollectionBeforeOperationHook,
  FieldAccess,
  PayloadHandler,
  PayloadRequest,
  SanitizedConfig,
  Where,
} from 'payload'

// Who may do what: the table in README "Users and roles" is this file. Every rule names roles;
// none asks only whether someone is signed in (a Subscribers-only user is signed in too).

export const roles = ['admin', 'editor', 'subscribers'] as const
export type Role = (typeof roles)[number]

/** Whether `user` holds any of `allowed` (a user's roles add up: an editor may also read subscribers). */
export function hasRole(user: unknown, ...allowed: Role[]): boolean {
  const held = (user as { roles?: unknown } | null | undefined)?.roles
  return Array.isArray(held) && allowed.some((role) => held.includes(role))
}

const byRole =
  (...allowed: Role[]) =>
  ({ req }: { req: { user?: unknown } }): boolean =>
    hasRole(req.user, ...allowed)

/** An endpoint's handler for `allowed` roles only: 401 without a user, 403 with one of no such role. */
export const onlyFor =
  (allowed: Role[], handler: (req: PayloadRequest) => Promise<Response>): PayloadHandler =>
  (req) =>
    hasRole(req.user, ...allowed)
      ? handler(req)
      : Promise.resolve(Response.json({ error: 'Forbidden' }, { status: req.user ? 403 : 401 }))

/** Anyone, signed in or not. */
export const anyone: Access = () => true

/** Nobody through the API; server code uses the local API with overrideAccess. */
export const nobody: Access = () => false

/** Admins: users, leads, jobs, unlocking accounts. */
export const admins = byRole('admin')

/** The people who make the site: pages, cases, articles, images, redirects. */
export const editors = byRole('admin', 'editor')

/** Subscribers' personal data (LGPD): admins, and users given the "subscribers" role for newsletter work. */
export const subscriberReaders = byRole('admin', 'subscribers')

/** Who may use the admin at all: a user with a role (a user without one is refused at sign-in). */
export const anyRole = byRole(...roles)

/** Editors see drafts; everyone else, signed in or not, reads what is published, whatever the query asks. */
export const publishedOrEditors: Access = ({ req }) =>
  hasRole(req.user, 'admin', 'editor') || ({ _status: { equals: 'published' } } satisfies Where)

/**
 * A list asked for with `?draft=true` reads each document's latest version, which the access rule above then filters
 * out where it is an unpublished draft: the public would see which published pages are being changed. Only editors
 * read drafts; for anyone else such a read is the published one.
 */
export const publishedReadsUnlessEditor: CollectionBeforeOperationHook = ({ args, operation, req }) =>
  operation === 'read' && args.draft && !args.overrideAccess && !hasRole(req.user, 'admin', 'editor')
    ? { ...args, draft: false }
    : args

/** Admins manage every user; anyone else sees and edits only their own account. */
export const adminsOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (hasRole(req.user, ...roles)) return { id: { equals: req.user!.id } } satisfies Where
  return false
}

export const adminsField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')

/** Admin navigation: a collection or global is listed only for the roles that may change it. */
export const hiddenUnless =
  (...allowed: Role[]) =>
  ({ user }: { user: unknown }) =>
    !hasRole(user, ...allowed)

/** Content with drafts: the public (and Subscribers-only users) read what is published. */
export const draftContentAccess = {
  read: publishedOrEditors,
  readVersions: editors,
  create: editors,
  update: editors,
  delete: editors,
}

/** Content without drafts (clients, team, products, images): public to read, editors write. */
export const publicContentAccess = { read: anyone, create: editors, update: editors, delete: editors }

/** Globals (site settings, about, legal): published for everyone, drafts and changes for editors. */
export const globalAccess = { read: publishedOrEditors, readVersions: editors, update: editors }

/**
 * Payload adds its document-lock collection (who is editing what) while it sanitizes the config, open to any
 * signed-in user: only those who edit take and read locks.
 */
export function withEditorLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (locks)
    locks.access = { ...locks.access, read: editorsOrOwnLocks, create: editors, update: editors, delete: editors }
  return config
}

// Every admin view reads the locks (its dashboard fails without): others see only their own, which they never hold.
const editorsOrOwnLocks: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  if (hasRole(req.user, ...roles)) return { 'user.value': { equals: req.user!.id } } satisfies Where
  return false
}
