import type { Access, FieldAccess, Where } from 'payload'

type Role = 'admin' | 'editor' | 'subscribers'

function hasRole(user: unknown, role: Role): boolean {
  const roles = (user as { roles?: unknown } | null | undefined)?.roles
  return Array.isArray(roles) && roles.includes(role)
}

/** Anyone, signed in or not. */
export const anyone: Access = () => true

/** Nobody through the API; server code uses the local API with overrideAccess. */
export const nobody: Access = () => false

/** Any signed-in user of the admin (admin or editor). */
export const authenticated: Access = ({ req }) => Boolean(req.user)

/** Only users with the admin role. */
export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')

/** The same check on a user object (admin visibility callbacks get a user, not a request). */
export const isAdminUser = (user: unknown): boolean => hasRole(user, 'admin')

/**
 * Subscribers' personal data (LGPD): admins, and users given the "subscribers"
 * role for newsletter work. Other editors manage content without seeing them.
 */
export const canReadSubscribers: Access = ({ req }) => hasRole(req.user, 'admin') || hasRole(req.user, 'subscribers')

export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')

/** Admins manage every user; an editor may only see and edit their own account. */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (req.user) return { id: { equals: req.user.id } } satisfies Where
  return false
}

/** The public reads published documents only; signed-in users also see drafts. */
export const publishedOrAuthenticated: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } } satisfies Where
}
