import { isolateObjectProperty, type PayloadRequest } from 'payload'

/**
 * The request to pass to a local-API call made inside a hook or endpoint: the same
 * transaction and user, but its own locale. Payload's createLocalReq writes the call's
 * locale onto the request it is given, which would switch the surrounding operation
 * (a save in English) to another locale halfway through.
 */
export function nestedRequest(req: PayloadRequest): PayloadRequest {
  return isolateObjectProperty(req, ['locale', 'fallbackLocale'])
}
