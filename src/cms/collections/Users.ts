import type { CollectionConfig, PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { siteUrl } from '@/config/site-url'
import { admins, adminsField, adminsOrSelf, anyRole } from '../access'
import { label } from '@/lib/admin-labels'
import { authThrottle, passwordLength, refundSignIn } from '../hooks/auth-throttle'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { pt: 'Usuário', en: 'User' }, plural: { pt: 'Usuários', en: 'Users' } },
  auth: {
    // No account lock (anyone could lock the admin out): sign-ins are limited per address instead.
    maxLoginAttempts: 0,
    // The admin's session cookie: never sent cross-site, and only over TLS when the site is https.
    cookies: { sameSite: 'Lax', secure: siteUrl().startsWith('https:') },
    // Payload would build the link from the request's Host: relative at any address but SITE_URL's, and the client's
    // to choose. A mail client needs an absolute link, and only SITE_URL is the site's to name.
    forgotPassword: { generateEmailHTML: resetEmail },
  },
  // Only admins manage users; an editor sees and edits only their own account.
  access: {
    read: adminsOrSelf,
    create: admins,
    update: adminsOrSelf,
    delete: admins,
    // Unlocking lets someone guess a password again: only admins may.
    unlock: admins,
    admin: anyRole,
  },
  hooks: { beforeOperation: [authThrottle, passwordLength], afterLogin: [refundSignIn] },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    group: { pt: 'Administração', en: 'Administration' },
  },
  fields: [
    { name: 'name', type: 'text', label: label.name },
    {
      name: 'roles',
      type: 'select',
      label: { pt: 'Perfis', en: 'Roles' },
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: [
        { label: { pt: 'Administrador', en: 'Admin' }, value: 'admin' },
        { label: { pt: 'Editor', en: 'Editor' }, value: 'editor' },
        {
          label: {
            pt: 'Assinantes (ler e exportar a newsletter)',
            en: 'Subscribers (read and export the newsletter list)',
          },
          value: 'subscribers',
        },
      ],
      saveToJWT: true,
      access: { create: adminsField, update: adminsField },
    },
  ],
}

/** The password-reset e-mail, in the admin's language, its link on SITE_URL. */
function resetEmail(args?: { req?: PayloadRequest; token?: string }): string {
  const { req, token } = args ?? {}
  if (!req || !token) throw new Error('A reset e-mail needs its request and token')
  const { routes, admin } = req.payload.config
  const link = formatAdminURL({
    adminRoute: routes.admin,
    path: `${admin.routes.reset}/${token}`,
    serverURL: siteUrl(),
  })
  const href = encodeURI(link)
  return [
    `<p>${req.t('authentication:youAreReceivingResetPassword')}</p>`,
    `<p><a href="${href}">${href}</a></p>`,
    `<p>${req.t('authentication:youDidNotRequestPassword')}</p>`,
  ].join('\n')
}
