import type { Payload } from 'payload'

/** The privacy-policy version a visitor agrees to right now (legal global, `privacy.version`). */
export async function currentPolicyVersion(payload: Payload): Promise<string> {
  const legal = await payload.findGlobal({ slug: 'legal', depth: 0, select: { privacy: { version: true } } })
  return legal.privacy?.version || 'unversioned'
}
