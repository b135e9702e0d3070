import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { boundedApiRequest } from '@/lib/requests/body'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** Payload's handler, given the request only once its body is within the limit for who sends it (lib/requests/body). */
function bounded(handler: Handler): Handler {
  return async (request, context) => {
    const checked = await boundedApiRequest(request)
    if (checked instanceof Request) return handler(checked, context)
    // What is left of a refused body is read and dropped by Node, never held: closing the connection instead would
    // cut the answer, which Next sends in chunks, short.
    return Response.json(
      { errors: [{ message: checked.reason }] },
      { status: checked.status, headers: { 'cache-control': 'no-store' } },
    )
  }
}

export const GET = REST_GET(config)
export const POST = bounded(REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = bounded(REST_PATCH(config))
export const PUT = bounded(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
