import type { PayloadRequest } from 'payload'

/** A message in the admin's language (Portuguese unless the editor chose English). */
export const say = (req: PayloadRequest, text: { pt: string; en: string }) =>
  req.i18n?.language === 'en' ? text.en : text.pt
