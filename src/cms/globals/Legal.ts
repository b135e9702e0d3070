import type { Field, GlobalConfig } from 'payload'
import { globalAccess, hiddenUnless } from '../access'
import { dayOnly, label, type AdminText } from '@/lib/admin-labels'
import { globalPublishing, localeStatusField } from '../publishing'
import { forgetPolicyVersion } from '@/forms/server/policy-version'

function legalText(name: 'privacy' | 'terms', groupLabel: AdminText): Field {
  return {
    name,
    type: 'group',
    label: groupLabel,
    fields: [
      { name: 'title', type: 'text', localized: true, required: true, label: label.title },
      { name: 'body', type: 'richText', localized: true, label: label.body },
      {
        name: 'updatedAt',
        type: 'date',
        localized: true,
        required: true,
        label: { pt: 'Atualizado em', en: 'Updated on' },
        admin: { date: dayOnly },
      },
      {
        name: 'version',
        type: 'text',
        label: { pt: 'Versão', en: 'Version' },
        admin: { description: { pt: 'Versão aceita pelos assinantes.', en: 'Version subscribers agree to.' } },
      },
    ],
  }
}

const publishing = globalPublishing('legal')

export const Legal: GlobalConfig = {
  slug: 'legal',
  label: { pt: 'Textos legais', en: 'Legal texts' },
  admin: {
    preview: publishing.preview,
    components: publishing.components,
    hidden: hiddenUnless('admin', 'editor'),
  },
  versions: publishing.versions,
  access: globalAccess,
  hooks: { afterChange: [...publishing.afterChange, forgetPolicyVersion] },
  fields: [
    localeStatusField,
    legalText('privacy', { pt: 'Política de privacidade', en: 'Privacy policy' }),
    legalText('terms', { pt: 'Termos de uso', en: 'Terms of use' }),
  ],
}
