import { fingerprint, project, type Group, type Label } from './groups'

/**
 * Translation status from a document's saves, in order (docs/decisions/translation-status.md).
 * Per field group and locale: **missing** (no text here, text in another locale), **outdated**
 * (another locale's text was edited, and published, after this one was last brought in step), **up-to-date**.
 * An edit of text that was in step makes the other locales outdated once it is published (a draft's edit only
 * marks them `waiting`); an edit of a locale that was outdated, waiting or missing is its translation catching up,
 * and makes nothing else outdated, so filling in English after Portuguese never flags the Portuguese.
 */

export type TranslationStatus = 'missing' | 'outdated' | 'up-to-date'

type LocaleState = {
  /** Fingerprint of the locale's text in the group; null when it has none. */
  text: string | null
  changedAt: string | null
  behind: boolean
  /** When another locale's edit past this one was first published, while it stays behind. */
  behindSince: string | null
  /** Another locale was edited past this one in a draft: behind once that draft is published. Absent in old states. */
  waiting?: boolean
}
/** Per group, per locale: what the last save said and whether it is in step. Kept as JSON (kv store). */
export type TranslationState = Record<string, Record<string, LocaleState>>

/** One save: when, whether it was published (what visitors read), and each group's text fingerprint per locale. */
export type Snapshot = { at: string; published: boolean; groups: Record<string, Record<string, string | null>> }

/**
 * A save's fingerprints, from the document as stored with every locale (`locale: 'all'`). `published`: false for a
 * draft (a version whose `_status` is `draft`); every save of a collection without drafts is live.
 */
export function snapshotOf(
  groups: Group[],
  data: Record<string, unknown>,
  locales: string[],
  at: string,
  published = true,
): Snapshot {
  return {
    at,
    published,
    groups: Object.fromEntries(
      groups.map((g) => [
        g.name,
        Object.fromEntries(locales.map((l) => [l, fingerprint(project(g.field, data[g.name], l))])),
      ]),
    ),
  }
}

const blank: LocaleState = { text: null, changedAt: null, behind: false, behindSince: null, waiting: false }

/** The state after one more save. */
export function step(state: TranslationState | null, save: Snapshot, locales: string[]): TranslationState {
  const next: TranslationState = {}
  for (const [group, texts] of Object.entries(save.groups)) {
    const before = state?.[group]
    if (!before) {
      next[group] = Object.fromEntries(
        locales.map((l) => [l, { ...blank, text: texts[l] ?? null, changedAt: texts[l] ? save.at : null }]),
      )
      continue
    }
    const after = Object.fromEntries(locales.map((l) => [l, before[l] ?? blank]))
    const changed = locales.filter((l) => (texts[l] ?? null) !== after[l].text)
    const edits = changed.filter(
      (l) => after[l].text !== null && !after[l].behind && !after[l].waiting && texts[l] !== null,
    )
    for (const l of changed) after[l] = { ...blank, text: texts[l] ?? null, changedAt: save.at }
    if (edits.length) for (const l of locales) if (!changed.includes(l)) after[l] = { ...after[l], waiting: true }
    // Published: what was waiting for it is now behind the text visitors read.
    if (save.published)
      for (const l of locales)
        if (after[l].waiting)
          after[l] = { ...after[l], waiting: false, behind: true, behindSince: after[l].behindSince ?? save.at }
    next[group] = after
  }
  return next
}

export function replay(saves: Snapshot[], locales: string[], from: TranslationState | null = null): TranslationState {
  return saves.reduce<TranslationState>((state, save) => step(state, save, locales), from ?? {})
}

/** `waiting`: up to date with what is published, but another locale has a draft edit here not yet carried over. */
export type GroupStatus = {
  group: string
  label: Label
  status: TranslationStatus
  since: string | null
  waiting: boolean
}
export type LocaleTranslation = { status: TranslationStatus; groups: GroupStatus[] }

const rank: Record<TranslationStatus, number> = { 'up-to-date': 0, outdated: 1, missing: 2 }

/** Each locale's status, worst group first deciding the whole; groups with no text in any locale are left out. */
export function statusOf(
  state: TranslationState,
  groups: Group[],
  locales: string[],
): Record<string, LocaleTranslation> {
  return Object.fromEntries(
    locales.map((locale) => {
      const list: GroupStatus[] = []
      for (const { name, label } of groups) {
        const g = state[name]
        if (!g || locales.every((l) => !g[l]?.text)) continue
        const own = g[locale]
        const status: TranslationStatus = !own?.text ? 'missing' : own.behind ? 'outdated' : 'up-to-date'
        const since = status === 'outdated' ? own.behindSince : null
        list.push({ group: name, label, status, since, waiting: status === 'up-to-date' && Boolean(own?.waiting) })
      }
      const worst = list.reduce<TranslationStatus>((w, g) => (rank[g.status] > rank[w] ? g.status : w), 'up-to-date')
      return [locale, { status: worst, groups: list }]
    }),
  )
}

/** Whether a locale needs a translator's attention. */
export const needsWork = (t: LocaleTranslation | undefined) => Boolean(t && t.status !== 'up-to-date')

/** The groups a translation or copy into a locale fills: missing, outdated, or waiting on another locale's draft. */
export const pendingGroups = (t: LocaleTranslation | null | undefined): string[] =>
  t?.groups.filter((g) => g.status !== 'up-to-date' || g.waiting).map((g) => g.group) ?? []

/**
 * Which "needs <language>" choice a list filtered to the `active` ids is showing: the one sharing most ids with it,
 * more than half of both. The ids are those of the link when it was followed; other editors' work changes them.
 */
export function filteredChoice(active: string | null, choices: { locale: string; ids: string }[]): string | null {
  if (active === null) return null
  const filtered = new Set(active.split(','))
  let best: { locale: string; score: number } | null = null
  for (const { locale, ids } of choices) {
    const list = ids ? ids.split(',') : []
    const shared = list.filter((id) => filtered.has(id)).length
    const score = shared / (list.length + filtered.size - shared)
    if (score > 0.5 && (!best || score > best.score)) best = { locale, score }
  }
  return best?.locale ?? null
}
