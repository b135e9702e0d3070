import type { CollectionConfig } from 'payload'
import { siteUrl } from '@/config/site-url'
import { adminOrSelf, isAdmin, isAdminField } from '../access'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { pt: 'Usuário', en: 'User' }, plural: { pt: 'Usuários', en: 'Users' } },
  auth: {
    // Ten wrong passwords lock the account for ten minutes (tests/int/auth-security.test.ts).
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    // The admin's session cookie: never sent cross-site, and only over TLS when the site is https.
    cookies: { sameSite: 'Lax', secure: siteUrl().startsWith('https:') },
  },
  // Only admins manage users; an editor sees and edits only their own account.
  access: {
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    group: { pt: 'Administração', en: 'Administration' },
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
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
      access: { create: isAdminField, update: isAdminField },
    },
  ],
}
