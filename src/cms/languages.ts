import type { CollectionConfig, Endpoint, Field, PayloadRequest, Plugin } from 'payload'
import { site } from '@/config/site'
import type { FieldSpec } from '@/features/translation/groups'
import {
  collectionTranslations,
  forgetTranslationState,
  globalTranslation,
  keepTranslationState,
} from '@/features/translation/server/history'
import { translationOff } from '@/features/translation/admin/text'
import { pendingGroups } from '@/features/translation/status'
import { freeSlug, translationPlan } from '@/features/translation/server/translate'
import { charactersOf, translatorFromEnv, TranslatorError, type Locale } from '@/features/translation/server/translator'
import {
  countSent,
  giveBackToHour,
  hourLeft,
  hourRefusalText,
  monthSent,
  takeFromHour,
  TranslationUsage,
} from '@/features/translation/server/usage'
import { jsonBody } from '@/forms/server/request'
import { stableJson } from '@/lib/stable-json'
import { onlyFor } from './access'
import { copyAsDraft } from './copy-locale'
import { nestedRequest } from './nested-request'
import { say } from './say'

/**
 * The Languages panel of every localized document: per locale, its publication state (collections
 * and globals with drafts) and translation status (features/translation), machine translation
 * into the locale being edited when a translator is configured (within each user's hourly budget), and a
 * copy of the other locale's text. Editors and admins only.
 */

type Target = { collection: string; global?: never } | { global: string; collection?: never }

/** The sidebar panel (features/preview/admin/locale-status.tsx) and the list column of translation status. */
export const localeStatusField: Field = {
  name: 'localeStatus',
  type: 'ui',
  label: { pt: 'Tradução', en: 'Translation' },
  admin: {
    position: 'sidebar',
    components: {
      Field: '/features/preview/admin/locale-status#LocaleStatus',
      Cell: '/features/translation/admin/translation-cell#TranslationCell',
    },
  },
}

export type LocaleState = 'published' | 'changed' | 'unpublished'

/** Stable JSON of what a locale shows, without the bookkeeping fields that differ between versions. */
function contentOf(doc: Record<string, unknown> | null | undefined): string {
  const skip = new Set(['id', 'createdAt', 'updatedAt', '_status', 'globalType', 'localeStatus'])
  return stableJson(Object.fromEntries(Object.entries(doc ?? {}).filter(([k]) => !skip.has(k))))
}

const noStore = { 'Cache-Control': 'private, no-store' }
const INTEGER = /^\d{1,15}$/

/** An endpoint of the document (`/:id/<name>`) or global (`/<name>`), for editors and admins only. */
function editorEndpoint(
  target: Target,
  name: string,
  method: 'get' | 'post',
  handler: (req: PayloadRequest) => Promise<Response>,
): Endpoint {
  return {
    path: target.collection ? `/:id/${name}` : `/${name}`,
    method,
    handler: onlyFor(['admin', 'editor'], handler),
  }
}

function configOf(req: PayloadRequest, target: Target) {
  const config = target.collection
    ? req.payload.collections[target.collection as 'cases'].config
    : req.payload.config.globals.find((g) => g.slug === target.global)!
  return { fields: config.flattenedFields as FieldSpec[], drafts: Boolean(config.versions && config.versions.drafts) }
}

/** One locale of the document, latest draft or published, without fallback; null when there is no such document. */
function reader(req: PayloadRequest, target: Target) {
  const id = String(req.routeParams?.id ?? '')
  return async (locale: string, draft: boolean): Promise<Record<string, unknown> | null> => {
    const options = {
      locale: locale as 'pt',
      fallbackLocale: false as const,
      draft,
      depth: 0,
      overrideAccess: true,
      req: nestedRequest(req),
    }
    if (!target.collection)
      return (await req.payload.findGlobal({ ...options, slug: target.global as 'about' })) as never
    if (!INTEGER.test(id)) return null
    return (await req.payload.findByID({
      ...options,
      collection: target.collection as 'cases',
      id,
      disableErrors: true,
    })) as never
  }
}

/** The translation status of the endpoint's document or global. */
async function translationOf(req: PayloadRequest, target: Target) {
  if (!target.collection) return globalTranslation(req.payload, target.global as string)
  const id = Number(req.routeParams?.id)
  return (await collectionTranslations(req.payload, target.collection, [id])).get(id)
}

/**
 * GET …/locale-status: per locale, whether the latest draft differs from what is published
 * (documents with drafts), and its translation status per field group. Each locale is read
 * without fallback, so an untranslated field counts for the locale it is missing in only.
 * `translate` says whether machine translation is configured; `usage`, then, the characters the studio sent
 * this month (`month`, `characters`) and the user's hourly budget (`limit`, `left`).
 */
function localeStatusEndpoint(target: Target): Endpoint {
  return editorEndpoint(target, 'locale-status', 'get', async (req) => {
    const read = reader(req, target)
    const { drafts } = configOf(req, target)
    const states = new Map<string, LocaleState>()
    for (const code of site.locales) {
      const [published, latest] = await Promise.all([read(code, false), drafts ? read(code, true) : null])
      if (!published) return Response.json({ error: 'Not found' }, { status: 404 })
      if (!drafts) continue
      const isPublished = (published as { _status?: string })._status === 'published'
      states.set(
        code,
        !isPublished ? 'unpublished' : contentOf(published) === contentOf(latest) ? 'published' : 'changed',
      )
    }
    const translation = await translationOf(req, target)
    const locales = site.locales.map((code) => ({
      code,
      state: states.get(code) ?? null,
      translation: translation?.locales[code] ?? null,
    }))
    const translate = Boolean(translatorFromEnv())
    const usage = translate ? { ...(await monthSent(req.payload)), ...(await hourLeft(req.user!)) } : null
    return Response.json({ locales, translate, usage }, { headers: noStore })
  })
}

const isLocale = (value: unknown): value is Locale => (site.locales as readonly unknown[]).includes(value)

/** New texts for the `to` locale (a translation, or the texts as they are), or the answer that refuses them. */
type Fill = (texts: string[], from: Locale, to: Locale) => Promise<string[] | Response>

/**
 * POST `{ from, to }`: fills the `to` locale from the `from` locale's latest text, in the field groups where `to` is
 * missing, outdated or waiting on a draft of `from` (a translation in step is the editor's; and so the save is `to`
 * catching up, which leaves `from` up to date), with the texts `fill` gives.
 * Documents with drafts get it as a new draft, never published; for the others nothing is saved,
 * and the answer's `data` fills the edit form for the editor to review and save.
 */
async function fillLocale(req: PayloadRequest, target: Target, fill: Fill): Promise<Response> {
  const body = await jsonBody(req)
  const { from, to } = body ?? {}
  if (!isLocale(from) || !isLocale(to) || from === to)
    return Response.json(
      {
        error: say(req, {
          pt: `Informe dois idiomas diferentes em "from" e "to" (${site.locales.join(', ')}).`,
          en: `Give two different locales as "from" and "to" (${site.locales.join(', ')}).`,
        }),
      },
      { status: 400 },
    )
  const source = await reader(req, target)(from, true)
  if (!source) return Response.json({ error: 'Not found' }, { status: 404 })
  const { fields, drafts } = configOf(req, target)
  const pending = pendingGroups((await translationOf(req, target))?.locales[to])
  const { texts, finish } = translationPlan(fields, source, new Set(pending))
  if (!texts.length)
    return Response.json(
      {
        error: say(req, {
          pt: 'Nada a traduzir: este idioma está em dia, ou o outro não tem texto.',
          en: 'Nothing to translate: this language is up to date, or the other has no text.',
        }),
      },
      { status: 400 },
    )
  const filled = await fill(texts, from, to)
  if (filled instanceof Response) return filled
  const data = finish(filled)
  const id = String(req.routeParams?.id ?? '')
  if (typeof data.slug === 'string' && target.collection) {
    const collection = target.collection as 'cases'
    data.slug = await freeSlug(data.slug, async (slug) => {
      const { totalDocs } = await req.payload.count({
        collection,
        locale: to,
        where: { and: [{ slug: { equals: slug } }, { id: { not_equals: id } }] },
        overrideAccess: true,
        req: nestedRequest(req),
      })
      return totalDocs > 0
    })
  }
  if (!drafts) return Response.json({ saved: false, data }, { headers: noStore })
  const write = {
    locale: to,
    draft: true,
    data: { ...data, _status: 'draft' } as never,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req: nestedRequest(req),
  }
  if (target.collection) await req.payload.update({ ...write, collection: target.collection as 'cases', id })
  else await req.payload.updateGlobal({ ...write, slug: target.global as 'about' })
  return Response.json({ saved: true, data }, { headers: noStore })
}

/**
 * POST …/translate `{ from, to }`: fills `to` with the translator's translation (fillLocale). The characters sent
 * come out of the user's hour first, all or none: a request that does not fit is refused (429) before anything is
 * sent; what the provider accepts is added to the studio's month.
 */
function translateEndpoint(target: Target): Endpoint {
  return editorEndpoint(target, 'translate', 'post', async (req) => {
    const translator = translatorFromEnv()
    if (!translator) return Response.json({ error: say(req, translationOff) }, { status: 404 })
    const user = req.user!
    return fillLocale(req, target, async (texts, from, to) => {
      const characters = charactersOf(texts)
      const refused = await takeFromHour(user, characters)
      if (refused)
        return Response.json(
          { error: say(req, hourRefusalText(refused)) },
          { status: 429, headers: { 'Retry-After': String(refused.retryAfterS), ...noStore } },
        )
      let sent = 0
      const count = async (n: number) => {
        sent += n
        // A count that cannot be written must not lose the translation the studio paid for.
        await countSent(req.payload, n).catch((err) => req.payload.logger.error({ err, msg: 'translation count' }))
      }
      try {
        return await translator.translate(texts, from, to, count)
      } catch (error) {
        await giveBackToHour(user, characters - sent)
        req.payload.logger.warn({ err: error, msg: 'machine translation failed' })
        const detail = error instanceof TranslatorError ? ` (${say(req, error.reason)})` : ''
        return Response.json(
          {
            error: say(req, {
              pt: `O serviço de tradução falhou${detail}. Nada foi alterado.`,
              en: `The translation service failed${detail}. Nothing was changed.`,
            }),
          },
          { status: 502 },
        )
      }
    })
  })
}

/** POST …/copy-locale `{ from, to }`: fills `to` with `from`'s text as it is (fillLocale), to translate by hand. */
function copyEndpoint(target: Target): Endpoint {
  return editorEndpoint(target, 'copy-locale', 'post', (req) => fillLocale(req, target, async (texts) => texts))
}

function localizedText(fields: Field[], localized = false): boolean {
  return fields.some((field) => {
    const inLocale = localized || ('localized' in field && Boolean(field.localized))
    if (field.type === 'text' || field.type === 'textarea' || field.type === 'richText') return inLocale
    if (field.type === 'tabs') return field.tabs.some((tab) => localizedText(tab.fields, inLocale))
    if (field.type === 'blocks')
      return field.blocks.some((block) => typeof block !== 'string' && localizedText(block.fields, inLocale))
    return 'fields' in field && localizedText(field.fields, inLocale)
  })
}

const listFilter = '/features/translation/admin/list-filter#TranslationFilter'
const dashboardPanel = '/features/translation/admin/dashboard-panel#TranslationPanel'

/**
 * Every collection and global with localized text gets the Languages panel (unless its fields
 * place it), its endpoints, a translation column and filter in its list; collections without
 * versions also keep each save's translation state, and those with drafts save Payload's Copy to locale as a
 * draft. The dashboard lists what needs translating;
 * `translation-usage` keeps the month's characters sent to the translator.
 */
export const languages: Plugin = (config) => ({
  ...config,
  collections: [...(config.collections ?? []), TranslationUsage].map((collection): CollectionConfig => {
    if (!localizedText(collection.fields)) return collection
    const placed = collection.fields.some((f) => 'name' in f && f.name === localeStatusField.name)
    const admin = collection.admin ?? {}
    const hooks = withCopyAsDraft(collection)
    return {
      ...collection,
      fields: placed ? collection.fields : [localeStatusField, ...collection.fields],
      endpoints: [...(collection.endpoints || []), ...languageEndpoints({ collection: collection.slug })],
      admin: {
        ...admin,
        defaultColumns: admin.defaultColumns && [...admin.defaultColumns, localeStatusField.name],
        components: {
          ...admin.components,
          beforeListTable: [...(admin.components?.beforeListTable ?? []), listFilter],
        },
      },
      hooks: collection.versions
        ? hooks
        : {
            ...hooks,
            afterChange: [...(hooks.afterChange ?? []), keepTranslationState],
            afterDelete: [...(hooks.afterDelete ?? []), forgetTranslationState],
          },
    }
  }),
  globals: config.globals?.map((global) =>
    localizedText(global.fields)
      ? { ...global, endpoints: [...(global.endpoints || []), ...languageEndpoints({ global: global.slug })] }
      : global,
  ),
  admin: {
    ...config.admin,
    components: {
      ...config.admin?.components,
      beforeDashboard: [...(config.admin?.components?.beforeDashboard ?? []), dashboardPanel],
    },
  },
})

/**
 * Its hooks, with Payload's Copy to locale saving a draft where there are drafts (cms/copy-locale.ts). Collections
 * only: Payload 3.90's copy of a global fails before it saves (it looks the global up where globals are not kept).
 */
function withCopyAsDraft(collection: CollectionConfig): NonNullable<CollectionConfig['hooks']> {
  const hooks = collection.hooks ?? {}
  const drafts = typeof collection.versions === 'object' && Boolean(collection.versions.drafts)
  return drafts ? { ...hooks, beforeOperation: [...(hooks.beforeOperation ?? []), copyAsDraft] } : hooks
}

/** The Languages panel's endpoints of a collection or global. */
function languageEndpoints(target: Target): Endpoint[] {
  return [localeStatusEndpoint(target), translateEndpoint(target), copyEndpoint(target)]
}
