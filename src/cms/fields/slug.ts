import type { Field } from 'payload'
import { slugify } from '@/lib/slug'

/**
 * A localized, per-locale unique slug. Left empty, it is made from the same
 * locale's title (or name) when the document is saved.
 */
export function slugField(from: 'title' | 'name' | 'subject' = 'title'): Field {
  return {
    name: 'slug',
    type: 'text',
    localized: true,
    unique: true,
    index: true,
    label: { pt: 'Slug', en: 'Slug' },
    admin: {
      position: 'sidebar',
      description: {
        pt: 'Parte do endereço (URL). Vazio: gerado a partir do título neste idioma.',
        en: 'Part of the address (URL). Empty: made from the title in this language.',
      },
    },
    hooks: {
      beforeValidate: [
        ({ value, siblingData }) => {
          if (typeof value === 'string' && value.trim()) return slugify(value)
          const source = siblingData?.[from]
          return typeof source === 'string' && source.trim() ? slugify(source) : value
        },
      ],
    },
  }
}
