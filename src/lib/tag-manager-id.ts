/**
 * The tag manager container id from the environment (spec §7), or null when unset
 * or malformed. It ends up in a script URL, so only the documented shape passes.
 */
export function tagManagerId(raw: string | undefined): string | null {
  const id = raw?.trim().toUpperCase()
  return id && /^GTM-[A-Z0-9]{4,12}$/.test(id) ? id : null
}
