/**
 * Not in the spec: the numbers of field Web Vitals. Kept apart from config/site.ts, which several first-load chunks
 * each carry whole: the browser needs only the reporter's two.
 */

/**
 * A viewport narrower than `phoneBelowPx` counts as a phone (where the layout turns to one column); after `load`, the
 * reporter loads at the first idle moment, at most `idleTimeoutMs` later.
 */
export const reporterSettings = { phoneBelowPx: 960, idleTimeoutMs: 2000 }

/**
 * Set in the browser's storage while an editor or admin is signed in to the admin (admin/editor-mark.tsx): their own
 * visits to the site are not the visitors' speed, so the reporter sends nothing there.
 */
export const editorMark = 'studio:editor'

/**
 * The server writes what it has gathered every `flushEveryMs`, or at once after `flushAtBeacons` beacons; it takes
 * `beaconsPerMinute` from one client address (VITALS_RATE_LIMIT_PER_MINUTE) and keeps `keepDays` days.
 */
export const storeSettings = { flushEveryMs: 2000, flushAtBeacons: 500, beaconsPerMinute: 60, keepDays: 90 }
