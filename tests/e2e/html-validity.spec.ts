import { expect, test } from './support/test'
import { checkSite, formatMessage } from '../../scripts/vnu.mjs'

// The W3C Nu HTML checker (vnu-jar, Java) on the home page, a case and an article in both
// locales: the same check as `npm run validate:html`. Warnings and info do not fail it.
test('the Nu HTML checker finds no errors on home, a case and an article in both locales', async ({ baseURL }) => {
  test.setTimeout(120_000)
  const { pages, messages } = await checkSite(baseURL!)
  expect(pages).toHaveLength(6)
  expect(messages.filter((m) => m.type === 'error').map(formatMessage)).toEqual([])
})
