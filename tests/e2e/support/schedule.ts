// The admin's "Schedule publish" drawer (src/features/preview/admin/schedule-drawer.tsx), as an editor types in it.
import type { Locator, Page } from '@playwright/test'
import { expect } from './test'

const ptMonths = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez']

/**
 * What the drawer's picker shows for `at`, in São Paulo time: date-fns' "PP, HH:mm" in the admin's language
 * ("28 de nov de 2026, 12:12", "Nov 28, 2026, 12:12").
 */
export function pickerText(at: Date, language: 'pt' | 'en'): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', ...options }).format(at)
  const [day, year] = [part({ day: 'numeric' }), part({ year: 'numeric' })]
  const time = part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  return language === 'pt'
    ? `${day} de ${ptMonths[Number(part({ month: 'numeric' })) - 1]} de ${year}, ${time}`
    : `${part({ month: 'short' })} ${day}, ${year}, ${time}`
}

/**
 * Opens the document at `path` in the admin, then Publish ▾ → Schedule publish, and picks "Publish" (Payload offers
 * "unpublish" first for a document with no newer draft); returns the drawer.
 */
export async function openScheduleDrawer(admin: Page, path: string, language: 'pt' | 'en'): Promise<Locator> {
  await admin.goto(path)
  await admin.locator('#field-title').waitFor()
  await admin.locator('.publish-button .popup-button, .doc-controls .popup-button').first().click()
  await expect(admin.locator('#schedule-publish')).toHaveText(
    language === 'pt' ? 'Agendar publicação' : 'Schedule Publish',
  )
  await admin.locator('#schedule-publish').click()
  const drawer = admin.locator('.schedule-publish')
  const publish = language === 'pt' ? 'Publicar' : 'Publish'
  await drawer.locator('.schedule-publish__type').getByText(publish, { exact: true }).click()
  return drawer
}
