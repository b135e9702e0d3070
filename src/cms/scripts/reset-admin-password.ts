import config from '@payload-config'
import { getPayload } from 'payload'
import { resetAdminPassword } from './admin-user'

const payload = await getPayload({ config })
await resetAdminPassword(payload)
process.exit(0)
