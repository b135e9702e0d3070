/**
 * Recovery from a script chunk that no longer exists (spec §8: a deploy replaced
 * the files): reload the page once, and not again within the guard window, so a
 * chunk that keeps failing shows the error page instead of a reload loop.
 */
const CHUNK_ERROR =
  /ChunkLoadError|Failed to load chunk|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i

/** Turbopack throws `ChunkLoadError: Failed to load chunk …`; webpack and native `import()` word it differently. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return typeof error === 'string' && CHUNK_ERROR.test(error)
  const { name, message } = error as { name?: unknown; message?: unknown }
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR.test(message))
}

/** The stored time of the last recovery reload, or null when there is none (or it is unreadable). */
export function parseReloadStamp(raw: string | null): number | null {
  if (!raw) return null
  const value = Number(raw)
  return Number.isFinite(value) && value > 0 ? value : null
}

/** Reload unless the last recovery reload happened less than `guardMs` ago. */
export function shouldReloadForChunkError(lastReloadAt: number | null, now: number, guardMs: number): boolean {
  if (lastReloadAt === null) return true
  // A clock set backwards makes the stamp lie in the future: treat it as recent.
  const elapsed = now - lastReloadAt
  return elapsed >= guardMs
}
