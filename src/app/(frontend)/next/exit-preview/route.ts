import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'
import { getSafeRedirect } from 'payload/shared'

/** POST /next/exit-preview (the preview banner's form): leaves draft mode and goes back to the page, as published. */
export async function POST(request: NextRequest) {
  const form = await request.formData().catch(() => null)
  const path = getSafeRedirect({ redirectTo: String(form?.get('path') ?? '/'), fallbackTo: '/' })
  ;(await draftMode()).disable()
  const response = NextResponse.redirect(new URL(path, request.url), 303)
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}
