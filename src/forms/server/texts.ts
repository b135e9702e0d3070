import { getTranslations } from 'next-intl/server'
import { errorCodes } from '@/forms/fields'
import type { FormTexts } from '@/forms/client/texts'

/** A form's sentences in the page's language, for its props (forms/client/texts.ts). */
export async function formTexts(namespace: 'newsletter' | 'contact'): Promise<FormTexts> {
  const [t, tf] = await Promise.all([getTranslations(namespace), getTranslations('forms')])
  return {
    submit: t('submit'),
    sending: tf('sending'),
    success: t('success'),
    failure: tf('failure'),
    offline: tf('reasons.offline'),
    botCheck: tf('reasons.botCheck'),
    honeypot: tf('honeypot'),
    optional: tf('optional'),
    // `{max}` stays a placeholder: the form fills in each field's limit.
    errors: Object.fromEntries(
      errorCodes.map((code) => [code, tf.raw(`errors.${code}`) as string]),
    ) as FormTexts['errors'],
  }
}
