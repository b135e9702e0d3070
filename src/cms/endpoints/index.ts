import type { Endpoint } from 'payload'
import { contactEndpoint } from './contact'
import { newsletterEndpoint } from './newsletter'
import { newsletterLinkEndpoints } from './newsletter-links'

/** The public form endpoints under /api (spec §7). The CSV export lives on the subscribers collection. */
export const formEndpoints: Endpoint[] = [newsletterEndpoint, ...newsletterLinkEndpoints, contactEndpoint]

export { logBotCheckMode } from './form-guard'
