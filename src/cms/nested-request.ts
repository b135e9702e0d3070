import { isolateObjectProperty, type PayloadRequest } from 'payload'

/**
 * The request to pass to a local-API call made inside a hook or endpoint: the same
 * transaction and user, but its own locale and hook context. Payload's createLocalReq
 * writes the call's locale and a fresh context object onto the request it is given,
 * which would switch the surrounding operation (a save in English) to another locale
 * halfway through and make its later hooks lose what earlier ones put in `context`.
 */
export function nestedRequest(req: PayloadRequest): PayloadRequest {
  return isolateObjectProperty(req, ['locale', 'fallbackLocale', 'context'])
}
