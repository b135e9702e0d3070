import { getRequestConfig } from 'next-intl/server'
import { hasLocale } from 'next-intl'
import { routing } from './routing'
import { site } from '@/config/site'
import { loadMessages } from './messages/load'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return {
    locale,
    timeZone: site.timeZone,
    messages: await loadMessages(locale),
  }
})
