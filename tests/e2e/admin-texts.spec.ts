// The admin in each of its languages, as an editor reads it: every collection's list and edit view and every global
// shows its fields' labels (from the Payload config, read by support/admin-texts.ts) in that language and none of
// the other language's; lists search "by" their title field in that language, and checkboxes read Sim/Não, Yes/No.
import { execFileSync } from 'node:child_process'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './support/test'
import { adminToken, auth, lastingJobs } from './support/cms'
import type { EntityTexts } from './support/admin-texts'

type Language = 'pt' | 'en'
const other = (language: Language): Language => (language === 'pt' ? 'en' : 'pt')

/** The config's words, read once per worker (a `payload run` of a few seconds). */
const entities: EntityTexts[] = JSON.parse(
  execFileSync('node_modules/.bin/payload', ['run', 'tests/e2e/support/admin-texts.ts'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=production`.trim(),
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'admin-texts',
      DATABASE_URL: 'file::memory:',
    },
  })
    .split('\n')
    .find((line) => line.startsWith('['))!,
)

/** Labels only the other language has (a word both share, such as "Tags", is no sign of either). */
function foreignWords(language: Language): Set<string> {
  const own = new Set(entities.flatMap((e) => e.headings.map((w) => w[language])))
  return new Set(entities.flatMap((e) => e.headings.map((w) => w[other(language)])).filter((w) => !own.has(w)))
}

async function asAdmin(page: Page, baseURL: string, language: Language) {
  await page.context().addCookies([
    { name: 'payload-token', value: adminToken(), url: baseURL },
    { name: 'payload-lng', value: language, url: baseURL },
  ])
}

/** The headings the view shows: field labels (without "*" or the locale), tabs and list columns. */
async function shownHeadings(page: Page): Promise<string[]> {
  await expect(page.locator('.render-fields, .collection-list, .list-controls').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  return page.locator('.field-label, .tabs-field__tab-button, thead th').evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) =>
        el.matches('.field-label')
          ? Array.from(el.childNodes, (n) => (n.nodeType === Node.TEXT_NODE ? n.textContent : '')).join('')
          : (el as HTMLElement).innerText,
      )
      .map((text) => (text ?? '').trim())
      .filter(Boolean),
  )
}

/** The edit view at `path` shows every heading its fields always show, in `language`, and none in the other. */
async function expectEditView(page: Page, path: string, entity: EntityTexts, language: Language) {
  // Payload draws a field once it scrolls into view: a window as tall as the form shows them all.
  await page.setViewportSize({ width: 1440, height: 12_000 })
  await page.goto(path)
  // Fields inside groups and rich text appear a moment after the rest.
  await expect
    .poll(
      async () => {
        const shown = await shownHeadings(page)
        return entity.always.map((heading) => heading[language]).filter((heading) => !shown.includes(heading))
      },
      { message: `${path}: headings not shown` },
    )
    .toEqual([])
  const edit = await shownHeadings(page)
  expect(
    edit.filter((w) => foreignWords(language).has(w)),
    `${path}: the other language`,
  ).toEqual([])
}

/** The first document of a collection (of jobs, one still there when opened) as the admin; null when it has none. */
async function firstId(request: APIRequestContext, slug: string): Promise<string | null> {
  const query = slug === 'payload-jobs' ? await lastingJobs(request) : '?'
  const res = await request.get(`/api/${slug}${query}&limit=1&depth=0`, { headers: auth(adminToken()) })
  expect(res.ok(), `${slug}: ${res.status()}`).toBe(true)
  const [doc] = (await res.json()).docs
  return doc ? String(doc.id) : null
}

for (const language of ['pt', 'en'] as const) {
  test.describe(`the admin in ${language}`, () => {
    for (const entity of entities.filter((e) => e.kind === 'collections')) {
      test(`${entity.slug}: the list and the edit view say it in ${language}`, async ({ page, baseURL, request }) => {
        await asAdmin(page, baseURL!, language)
        // The Speed view is the web-vitals list (tests/e2e/vitals.spec.ts): its fields show in the edit view only.
        if (entity.slug !== 'web-vitals') {
          await page.goto(`/admin/collections/${entity.slug}`)
          const list = await shownHeadings(page)
          expect(
            list.filter((w) => foreignWords(language).has(w)),
            'list: the other language',
          ).toEqual([])
          // An empty list has no table, so no columns.
          if (list.length) for (const column of entity.columns) expect(list, 'list columns').toContain(column[language])
          // "Buscar por Título", or by several fields ("Buscar por Nome, E-mail…").
          if (entity.search)
            expect(await page.locator('#search-filter-input').getAttribute('placeholder')).toContain(
              entity.search[language],
            )
          const bools = await page.locator('.bool-cell').allInnerTexts()
          for (const word of bools) expect(language === 'pt' ? ['Sim', 'Não'] : ['Yes', 'No']).toContain(word.trim())
        }

        const id = await firstId(request, entity.slug)
        if (id) await expectEditView(page, `/admin/collections/${entity.slug}/${id}`, entity, language)
      })
    }

    for (const entity of entities.filter((e) => e.kind === 'globals')) {
      test(`${entity.slug}: the global says it in ${language}`, async ({ page, baseURL }) => {
        await asAdmin(page, baseURL!, language)
        await expectEditView(page, `/admin/globals/${entity.slug}`, entity, language)
      })
    }
  })
}
