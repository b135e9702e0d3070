/**
 * The pages' Web Vitals beacon (features/vitals): its route, and the most of one the API route reads. A module
 * of its own, so that only the reporter's chunk, loaded after the page, carries it (not lib/paths, in every page).
 */
export const vitalsBeacon = { path: '/api/vitals', maxBytes: 2048 } as const
