import { payloadClient } from '@/content/client'
import { newsletterPreview } from '@/features/newsletter/issues/preview'

// The newsletter issue's Live Preview: the e-mail itself, per request (a signed-in editor's draft).
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  return newsletterPreview(await payloadClient(), request)
}
