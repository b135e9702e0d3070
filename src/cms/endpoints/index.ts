import type { Endpoint } from 'payload'
import { contactEndpoint } from '@/features/contact/server/endpoint'
import { newsletterEndpoint } from '@/features/newsletter/server/endpoint'
import { newsletterLinkEndpoints } from '@/features/newsletter/server/link-endpoints'

/**
 * The public form endpoints under /api (spec §7), registered here and defined by their
 * features on the shared form plumbing in src/forms. The CSV export lives on the
 * subscribers collection.
 */
export const formEndpoints: Endpoint[] = [newsletterEndpoint, ...newsletterLinkEndpoints, contactEndpoint]

export { logBotCheckMode } from '@/forms/server/guard'
export { vitalsEndpoint } from '@/features/vitals/server/endpoint'
