// "Schedule publish" (src/features/preview/admin/schedule-drawer.tsx) in each admin language, from a browser far from
// São Paulo: its words are that language's, its times are São Paulo's on a 24-hour clock, a click on a day keeps a
// future time, and the job it queues is the one Payload's own drawer queues (the time as an instant, its zone).
import { expect, test } from './support/test'
import { adminToken, auth } from './support/cms'
import { newPublishedCase } from './support/cases'
import { newEditor, signIn } from './support/editor'
import { openScheduleDrawer, pickerText } from './support/schedule'

const zone = 'America/Sao_Paulo'
const words = {
  pt: { all: 'Todos os idiomas', saved: /agendado com sucesso/i },
  en: { all: 'All languages', saved: /scheduled successfully/i },
}
const other = { pt: /\bAll\b|\bAM\b|\bPM\b|Time\b/, en: /Todos|Agendar|Data e hora/ }

/** The calendar day (1–31) and its month's number in São Paulo at `at`. */
function dayInSaoPaulo(at: Date) {
  const part = (options: Intl.DateTimeFormatOptions) =>
    Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options }).format(at))
  return { day: part({ day: 'numeric' }), month: part({ month: 'numeric' }) }
}

/** The next 23:57:30 in São Paulo (UTC−3, no daylight saving since 2019), at least a minute away. */
function justBeforeMidnight() {
  const at = new Date()
  at.setUTCHours(2, 57, 30, 0)
  if (at.getTime() < Date.now() + 60_000) at.setUTCDate(at.getUTCDate() + 1)
  return at
}

for (const language of ['pt', 'en'] as const) {
  test(`the schedule drawer in ${language}: São Paulo time, 24-hour, a day click stays in the future`, async ({
    browser,
    request,
  }) => {
    const editor = await newEditor(request)
    const item = await newPublishedCase(request, editor, { pt: 'Caso agendado', en: 'Scheduled case' })
    const context = await browser.newContext({
      locale: language === 'pt' ? 'pt-BR' : 'en-US',
      timezoneId: 'Asia/Tokyo',
      viewport: { width: 1440, height: 900 },
    })
    try {
      await signIn(context, editor)
      const admin = await context.newPage()
      // In pt the browser's clock runs from just before midnight in São Paulo, where today's next slot is tomorrow's.
      if (language === 'pt') await admin.clock.install({ time: justBeforeMidnight() })
      const drawer = await openScheduleDrawer(admin, `/admin/collections/cases/${item.id}`, language)
      // Payload's own drawer never opens beside it.
      await expect(admin.locator('.schedule-publish')).toHaveCount(1)
      await expect(drawer.locator('.rs__single-value')).toHaveText(words[language].all)

      // Today in São Paulo, by a click on its day (Payload's drawer set midnight, long past): the next 5-minute slot.
      // The cell of `at`'s day in the month the calendar opens on, `shown`'s (the next day may be the next month's
      // first, shown greyed).
      const day = (at: Date, shown: Date) => {
        const { day: date, month } = dayInSaoPaulo(at)
        const outside = month === dayInSaoPaulo(shown).month ? ':not(' : ':is('
        return admin.locator(
          `.react-datepicker__day--${String(date).padStart(3, '0')}${outside}.react-datepicker__day--outside-month)`,
        )
      }
      await drawer.locator('#time input').click()
      const before = await admin.evaluate(() => Date.now())
      await day(new Date(before), new Date(before)).first().click()
      const slot = new Date(Math.ceil((before + 1) / 300_000) * 300_000)
      await expect(drawer.locator('#time input')).toHaveValue(pickerText(slot, language))
      for (const time of await admin.locator('.react-datepicker__time-list-item').allInnerTexts())
        expect(time).toMatch(/^\d{2}:\d{2}$/)
      await expect(drawer).not.toContainText(other[language])

      // The slot's next day (tomorrow, unless the slot is past midnight), by a click on it: the same time of day.
      const expected = new Date(slot.getTime() + 86_400_000)
      await drawer.locator('#time input').click()
      await day(expected, slot).first().click()
      await expect(drawer.locator('#time input')).toHaveValue(pickerText(expected, language))

      // Saved (the calendar closed first, by a click beside it): Payload's job, at that instant, in São Paulo's zone.
      await drawer.locator('.drawer__header__title').click()
      await drawer.locator('#scheduled-publish-save').click()
      await expect(admin.getByText(words[language].saved)).toBeVisible()
      const upcoming = drawer.locator('[data-schedule-upcoming] li')
      await expect(upcoming).toHaveCount(1)
      await expect(upcoming).toContainText(
        new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : 'en-US', {
          timeZone: zone,
          dateStyle: 'medium',
          timeStyle: 'short',
          hourCycle: 'h23',
        }).format(expected),
      )
      const jobs = await request.get(
        `/api/payload-jobs?where[input.doc.value][equals]=${item.id}&where[taskSlug][equals]=schedulePublish&depth=0`,
        { headers: auth(adminToken()) },
      )
      const [job] = (await jobs.json()).docs
      expect(new Date(job.waitUntil).toISOString()).toBe(expected.toISOString())
      expect(job.input).toMatchObject({
        type: 'publish',
        timezone: zone,
        doc: { relationTo: 'cases', value: String(item.id) },
      })

      // Cancelled from the list.
      await upcoming.getByRole('button').click()
      await expect(upcoming).toHaveCount(0)
    } finally {
      await context.close()
    }
  })
}

for (const language of ['pt', 'en'] as const) {
  test(`a date field that holds a value writes it in ${language} from its first render`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const [post] = (await (await request.get('/api/posts?limit=1&depth=0&sort=-publishedDate')).json()).docs
    const context = await browser.newContext({ locale: language === 'pt' ? 'pt-BR' : 'en-US', timezoneId: zone })
    try {
      await signIn(context, await newEditor(request))
      await context.addCookies([{ name: 'payload-lng', value: language, url: baseURL! }])
      const admin = await context.newPage()
      // Every value the field shows, frame by frame, from the moment it is drawn.
      await admin.addInitScript(() => {
        const seen: string[] = ((window as unknown as { __seen: string[] }).__seen = [])
        const watch = () => {
          const value = document.querySelector<HTMLInputElement>('#field-publishedDate input')?.value
          if (value && seen.at(-1) !== value) seen.push(value)
          requestAnimationFrame(watch)
        }
        requestAnimationFrame(watch)
      })
      await admin.goto(`/admin/collections/posts/${post.id}`)
      const written =
        language === 'pt'
          ? /^\d{1,2} de (jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez) de \d{4}, \d{2}:\d{2}$/
          : /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/
      await expect(admin.locator('#field-publishedDate input')).toHaveValue(written)
      await admin.waitForTimeout(1000)
      // Never another language's, nor another time zone's, in between.
      const seen = await admin.evaluate(() => (window as unknown as { __seen: string[] }).__seen)
      expect(seen).toEqual([await admin.locator('#field-publishedDate input').inputValue()])
    } finally {
      await context.close()
    }
  })
}
