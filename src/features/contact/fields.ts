/**
 * The inquiry's fields and budget ranges, apart from the schema (schema.ts): the form's
 * always-loaded code needs these names, not zod, which loads with the form's engine.
 */
export const contactFields = ['name', 'email', 'phone', 'company', 'budget', 'message', 'consent'] as const

/** Budget ranges of a project inquiry (labels in messages "contact.budgets"). */
export const budgets = ['up-to-20k', '20k-50k', '50k-100k', 'over-100k', 'not-sure'] as const
export type Budget = (typeof budgets)[number]
