import type { NextRequest } from 'next/server'
import { setDraftMode } from '@/features/preview/draft-cookie'
import { seeOther, sitePath } from '@/features/preview/see-other'

/** POST /next/exit-preview (the preview banner's form): leaves draft mode and goes back to the page, as published. */
export async function POST(request: NextRequest) {
  const form = await request.formData().catch(() => null)
  const path = sitePath(String(form?.get('path') ?? '/')) ?? '/'
  await setDraftMode(request.headers, false)
  return seeOther(path)
}
