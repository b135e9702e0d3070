import type { Field } from 'payload'

/** Manual position in lists: lower numbers first. */
export const orderField: Field = {
  name: 'order',
  type: 'number',
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar' },
}
