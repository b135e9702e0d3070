import type { Field, GlobalConfig } from 'payload'
import { globalAccess, hiddenUnless } from '../access'
import { globalPublishing, localeStatusField } from '../publishing'
import { forgetPolicyVersion } from '@/forms/server/policy-version'

function legalText(name: 'privacy' | 'terms', label: { pt: string; en: string }): Field {
  return {
    name,
    type: 'group',
    label,
    fields: [
      { name: 'title', type: 'text', localized: true, required: true },
      { name: 'body', type: 'richText', localized: true },
      { name: 'updatedAt', type: 'date', localized: true, required: true },
      {
        name: 'version',
        type: 'text',
        admin: { description: { pt: 'Versão aceita pelos assinantes.', en: 'Version subscribers agree to.' } },
      },
    ],
  }
}

const publishing = globalPublishing('legal')

export const Legal: GlobalConfig = {
  slug: 'legal',
  label: { pt: 'Textos legais', en: 'Legal texts' },
  admin: { preview: publishing.preview, hidden: hiddenUnless('admin', 'editor') },
  versions: publishing.versions,
  access: globalAccess,
  hooks: { afterChange: [...publishing.afterChange, forgetPolicyVersion] },
  fields: [
    localeStatusField,
    legalText('privacy', { pt: 'Política de privacidade', en: 'Privacy policy' }),
    legalText('terms', { pt: 'Termos de uso', en: 'Terms of use' }),
  ],
}
