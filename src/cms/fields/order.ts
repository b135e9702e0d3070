import type { Field } from 'payload'

/** Manual position in lists: lower numbers first. */
export const orderField: Field = {
  name: 'order',
  type: 'number',
  defaultValue: 0,
  index: true,
  label: { pt: 'Ordem', en: 'Order' },
  admin: {
    position: 'sidebar',
    description: { pt: 'Números menores aparecem primeiro.', en: 'Lower numbers come first.' },
  },
}
