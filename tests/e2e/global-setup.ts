// One admin sign-in for the whole run. Payload records each sign-in in the user's `sessions` by
// rewriting the whole array, so two sign-ins of one account at the same moment (one per worker) can
// drop one of the two sessions, and that token then reads as anonymous: the intermittent 403 on
// creating an editor (payloadcms/payload#18132). The specs act as the admin with this one token.
//
// It also starts the stand-in for DeepL's API (tests/fake-deepl.ts) where scripts/e2e.mjs told the server to find it;
// the function it returns stops it when the run ends; and the stand-in for Google's hosts (support/third-parties.ts),
// whose port the workers' browsers read from E2E_THIRD_PARTIES_PORT.
import { request, type FullConfig } from '@playwright/test'
import { startFakeDeepL } from '../fake-deepl'
import { startThirdParties } from './support/third-parties'
import { adminCredentials } from './support/cms'

export default async function globalSetup(config: FullConfig) {
  const { baseURL, ignoreHTTPSErrors } = config.projects[0].use
  const api = await request.newContext({ baseURL, ignoreHTTPSErrors })
  const { email, password } = adminCredentials()
  const res = await api.post('/api/users/login', { data: { email, password } })
  if (!res.ok()) throw new Error(`admin login → ${res.status()}`)
  process.env.E2E_ADMIN_TOKEN = (await res.json()).token
  await api.dispose()
  const google = await startThirdParties()
  process.env.E2E_THIRD_PARTIES_PORT = String(google.port)
  const { DEEPL_API_KEY: key, DEEPL_API_URL: url } = process.env
  const deepl = key && url ? await startFakeDeepL({ key, port: Number(new URL(url).port) }) : undefined
  return async () => {
    await Promise.all([google.close(), deepl?.close()])
  }
}
