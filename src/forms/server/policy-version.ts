import type { GlobalAfterChangeHook, Payload } from 'payload'

/**
 * The privacy-policy version a visitor agrees to right now (legal global,
 * `privacy.version`). Every sign-up records it, so it is kept in memory: an
 * editor's save of the legal texts clears it at once on the instance that
 * handled the save, and on other instances it is re-read within 30 seconds.
 */
const ttlMs = 30_000
const KEY = Symbol.for('studio.policyVersion')
type Memo = { value: string; readAt: number }
type GlobalWithMemo = typeof globalThis & { [KEY]?: Memo }

export async function currentPolicyVersion(payload: Payload): Promise<string> {
  const g = globalThis as GlobalWithMemo
  const memo = g[KEY]
  if (memo && Date.now() - memo.readAt < ttlMs) return memo.value
  const legal = await payload.findGlobal({ slug: 'legal', depth: 0, select: { privacy: { version: true } } })
  const value = legal.privacy?.version || 'unversioned'
  g[KEY] = { value, readAt: Date.now() }
  return value
}

/** Legal global afterChange: the next sign-up reads the new version. */
export const forgetPolicyVersion: GlobalAfterChangeHook = ({ doc }) => {
  delete (globalThis as GlobalWithMemo)[KEY]
  return doc
}
