import { linkAnswers } from '@/lib/link-answers'
import { pathLeadsSomewhere } from '../addresses'
import { say } from '../say'
import type { PublishCheck } from './index'

/** A link a block shows: a path of the site must lead to a route or a published page, an outside address answer. */
export const linkLeads: PublishCheck = async (value, { req }) => {
  const url = typeof value === 'string' ? value.trim() : ''
  if (url.startsWith('/') && !(await pathLeadsSomewhere(url, req)))
    return say(req, {
      pt: `O endereço ${url} não leva a nenhuma página publicada do site.`,
      en: `The address ${url} leads to no published page of the site.`,
    })
  if (/^https?:\/\//.test(url) && !(await linkAnswers(url)))
    return say(req, { pt: `O endereço ${url} não responde.`, en: `The address ${url} does not answer.` })
  return null
}
