// `npm run admin:reset-password`: a new random password for the first admin, printed once.
import { baseEnv, ensureDatabaseFolder } from './env.mjs'
import { payloadRun } from './run.mjs'

const env = baseEnv()
ensureDatabaseFolder(env.DATABASE_URL)
await payloadRun('src/cms/scripts/reset-admin-password.ts', env)
