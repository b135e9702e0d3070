import { LRUCache } from 'lru-cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest, Where } from 'payload'
import { createBatcher } from '@/lib/batcher'
import { translationGroups, type FieldSpec, type Group } from '../groups'
import { replay, snapshotOf, statusOf, step, type LocaleTranslation, type TranslationState } from '../status'

/**
 * Each document's translation status, from what is saved (docs/decisions/translation-status.md):
 * the version history of collections and globals with drafts; for collections without versions,
 * the state left by the last save in Payload's key-value table (`payload-kv`, already in the
 * schema), caught up with the document if it changed without the hook.
 */

export type DocTranslation = {
  id: number | string | null
  title: string
  updatedAt: string
  locales: Record<string, LocaleTranslation>
}

type Id = number | string
type Db = Payload['db']
type Row = Record<string, unknown>
type Target = { collection: string; global?: never } | { global: string; collection?: never }

function localesOf(payload: Payload): string[] {
  const localization = payload.config.localization
  return localization ? localization.localeCodes : []
}

function configOf(payload: Payload, target: Target) {
  const config = target.collection
    ? payload.collections[target.collection as 'cases']?.config
    : payload.config.globals.find((g) => g.slug === target.global)
  if (!config) throw new Error(`unknown ${target.collection ? 'collection' : 'global'}`)
  const groups = translationGroups(config.flattenedFields as FieldSpec[])
  const useAsTitle = target.collection ? (config as { admin?: { useAsTitle?: string } }).admin?.useAsTitle : undefined
  const drafts = Boolean(config.versions && typeof config.versions === 'object' && config.versions.drafts)
  return { groups, versioned: Boolean(config.versions), drafts, useAsTitle }
}

/** Whether a collection or global has localized text to track. */
export function tracksTranslation(payload: Payload, target: Target): boolean {
  return localesOf(payload).length > 1 && configOf(payload, target).groups.length > 0
}

function titleOf(data: Row | undefined, field: string | undefined, locales: string[]): string {
  const value = field ? data?.[field] : undefined
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') {
    const own = value as Record<string, unknown>
    const first = locales.map((l) => own[l]).find((v) => typeof v === 'string' && v)
    if (typeof first === 'string') return first
  }
  return ''
}

/** Results by document and the save they were computed from; a new save gives a new stamp. */
const memo = new LRUCache<string, { stamp: string; result: DocTranslation }>({ max: 20_000 })

const byTime = (a: Row, b: Row) =>
  String(a.createdAt).localeCompare(String(b.createdAt)) || (Number(a.id) || 0) - (Number(b.id) || 0)

/** `drafts`: a version is published only when its `_status` says so; without drafts every version is. */
function fromVersions(groups: Group[], versions: Row[], locales: string[], drafts: boolean, titleField?: string) {
  const ordered = [...versions].sort(byTime)
  const state = replay(
    ordered.map((v) => {
      const version = (v.version ?? {}) as Row
      const published = !drafts || version._status === 'published'
      return snapshotOf(groups, version, locales, String(v.updatedAt), published)
    }),
    locales,
  )
  const last = ordered.at(-1)
  return {
    title: titleOf(last?.version as Row, titleField, locales),
    updatedAt: String(last?.updatedAt ?? ''),
    locales: statusOf(state, groups, locales),
  }
}

/** How many documents' histories one query reads. */
const CHUNK = 25

async function versionedCollection(payload: Payload, collection: string, ids: Id[] | undefined) {
  const { groups, drafts, useAsTitle } = configOf(payload, { collection })
  const locales = localesOf(payload)
  const latest: Where = { latest: { equals: true } }
  const heads = await payload.db.findVersions({
    collection: collection as 'cases',
    where: ids ? { and: [latest, { parent: { in: ids } }] } : latest,
    select: { parent: true, updatedAt: true },
    pagination: false,
    limit: 0,
  })
  const out = new Map<Id, DocTranslation>()
  const misses: { parent: Id; stamp: string }[] = []
  for (const head of heads.docs as unknown as Row[]) {
    const parent = head.parent as Id
    const stamp = `${head.id}@${head.updatedAt}`
    const hit = memo.get(`${collection}:${parent}`)
    if (hit?.stamp === stamp) out.set(parent, hit.result)
    else misses.push({ parent, stamp })
  }
  for (let i = 0; i < misses.length; i += CHUNK) {
    const chunk = misses.slice(i, i + CHUNK)
    const { docs } = await payload.db.findVersions({
      collection: collection as 'cases',
      where: { parent: { in: chunk.map((m) => m.parent) } },
      locale: 'all',
      pagination: false,
      limit: 0,
    })
    const byParent = new Map<string, Row[]>()
    for (const v of docs as unknown as Row[]) {
      const list = byParent.get(String(v.parent)) ?? []
      list.push(v)
      byParent.set(String(v.parent), list)
    }
    for (const { parent, stamp } of chunk) {
      const versions = byParent.get(String(parent)) ?? []
      const result = { id: parent, ...fromVersions(groups, versions, locales, drafts, useAsTitle) }
      memo.set(`${collection}:${parent}`, { stamp, result })
      out.set(parent, result)
    }
  }
  return out
}

const kvCollection = 'payload-kv'
const kvKey = (collection: string, id: Id) => `translation:${collection}:${id}`
type Kept = { updatedAt: string; state: TranslationState }

async function keptStates(db: Db, keys: string[], req?: PayloadRequest): Promise<Map<string, Kept>> {
  if (!keys.length) return new Map()
  const { docs } = await db.find({
    collection: kvCollection,
    where: { key: { in: keys } },
    pagination: false,
    limit: 0,
    req,
  })
  return new Map((docs as unknown as Row[]).map((d) => [String(d.key), d.data as Kept]))
}

/** The kept state brought up to the document as stored now. */
function currentState(groups: Group[], doc: Row, kept: Kept | undefined, locales: string[]): TranslationState {
  const updatedAt = String(doc.updatedAt)
  if (kept?.updatedAt === updatedAt) return kept.state
  return step(kept?.state ?? null, snapshotOf(groups, doc, locales, updatedAt), locales)
}

async function unversionedCollection(payload: Payload, collection: string, ids: Id[] | undefined) {
  const { groups, useAsTitle } = configOf(payload, { collection })
  const locales = localesOf(payload)
  const { docs } = await payload.db.find({
    collection: collection as 'cases',
    where: ids ? { id: { in: ids } } : {},
    locale: 'all',
    pagination: false,
    limit: 0,
  })
  const rows = docs as unknown as Row[]
  const kept = await keptStates(
    payload.db,
    rows.map((d) => kvKey(collection, d.id as Id)),
  )
  return new Map<Id, DocTranslation>(
    rows.map((doc) => {
      const state = currentState(groups, doc, kept.get(kvKey(collection, doc.id as Id)), locales)
      return [
        doc.id as Id,
        {
          id: doc.id as Id,
          title: titleOf(doc, useAsTitle, locales),
          updatedAt: String(doc.updatedAt),
          locales: statusOf(state, groups, locales),
        },
      ]
    }),
  )
}

/** The status of `ids` (every document when left out) of a collection, in two to four queries. */
export async function collectionTranslations(
  payload: Payload,
  collection: string,
  ids?: Id[],
): Promise<Map<Id, DocTranslation>> {
  if (ids && !ids.length) return new Map()
  return configOf(payload, { collection }).versioned
    ? versionedCollection(payload, collection, ids)
    : unversionedCollection(payload, collection, ids)
}

/** The status of a global (all of ours have versions). */
export async function globalTranslation(payload: Payload, slug: string): Promise<DocTranslation | null> {
  const { groups, versioned, drafts } = configOf(payload, { global: slug })
  if (!versioned) return null
  const locales = localesOf(payload)
  const head = await payload.db.findGlobalVersions({
    global: slug as 'about',
    where: { latest: { equals: true } },
    select: { updatedAt: true },
    pagination: false,
    limit: 1,
  })
  const latest = (head.docs as unknown as Row[])[0]
  const stamp = latest ? `${latest.id}@${latest.updatedAt}` : ''
  const hit = memo.get(`global:${slug}`)
  if (hit?.stamp === stamp) return hit.result
  const { docs } = await payload.db.findGlobalVersions({
    global: slug as 'about',
    locale: 'all',
    pagination: false,
    limit: 0,
  })
  const result = { id: null, ...fromVersions(groups, docs as unknown as Row[], locales, drafts) }
  memo.set(`global:${slug}`, { stamp, result })
  return result
}

/**
 * One document's status for a list cell. Cells render one by one; the requests of one render
 * are gathered (until the current macrotask ends) into one query per collection.
 */
const cellBatch = createBatcher(
  async (items: { payload: Payload; collection: string; id: Id }[]) => {
    const found = new Map<string, DocTranslation>()
    for (const collection of new Set(items.map((i) => i.collection))) {
      const mine = items.filter((i) => i.collection === collection)
      const map = await collectionTranslations(
        mine[0].payload,
        collection,
        mine.map((i) => i.id),
      )
      for (const [id, result] of map) found.set(`${collection}:${id}`, result)
    }
    return items.map((i) => found.get(`${i.collection}:${i.id}`) ?? null)
  },
  { maxSize: 200 },
)

export function documentTranslation(payload: Payload, collection: string, id: Id): Promise<DocTranslation | null> {
  return cellBatch({ payload, collection, id })
}

/**
 * afterChange of collections without versions: keeps the state after this save, so that a later
 * edit of one locale is seen against it. In the save's transaction.
 */
export const keepTranslationState: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  const { groups } = configOf(req.payload, { collection: collection.slug })
  const locales = localesOf(req.payload)
  if (!groups.length || locales.length < 2) return doc
  const stored = (await req.payload.db.findOne({
    collection: collection.slug as 'cases',
    where: { id: { equals: doc.id } },
    locale: 'all',
    req,
  })) as Row | null
  if (!stored) return doc
  const key = kvKey(collection.slug, doc.id)
  const kept = (await keptStates(req.payload.db, [key], req)).get(key)
  const data: Kept = { updatedAt: String(stored.updatedAt), state: currentState(groups, stored, kept, locales) }
  await req.payload.db.upsert({
    collection: kvCollection,
    data: { key, data } as never,
    where: { key: { equals: key } },
    req,
  })
  return doc
}

export const forgetTranslationState: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  await req.payload.db.deleteMany({
    collection: kvCollection,
    where: { key: { equals: kvKey(collection.slug, id) } },
    req,
  })
}
