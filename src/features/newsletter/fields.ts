/** The sign-up's fields (spec §3), apart from the schema so the form's first load carries no zod. */
export const newsletterFields = ['name', 'surname', 'email'] as const
