/** Messages one sender has in flight at once: the most a killed process can make go twice (sending.ts). */
export const CONCURRENCY = 8
