/** Average adult silent reading speed for non-fiction, words per minute. */
export const WORDS_PER_MINUTE = 220

/** Whole minutes to read a text, never less than one. */
export function readingMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}
