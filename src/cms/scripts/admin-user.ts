import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'

export const adminEmail = process.env.ADMIN_EMAIL || 'admin@studio.local'

/** Where the first admin's password is written (ignored by git, beside the database). */
export function credentialsFile(): string {
  return path.resolve(process.env.ADMIN_CREDENTIALS_FILE || 'data/admin-credentials.txt')
}

function newPassword(): string {
  return process.env.SEED_ADMIN_PASSWORD || crypto.randomBytes(12).toString('base64url')
}

function writeCredentials(email: string, password: string) {
  const file = credentialsFile()
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 })
  return file
}

function announce(email: string, password: string, file: string) {
  // Printed once; the file keeps it for whoever runs the site next.
  console.log(
    `\n  Admin user   ${email}\n  Password     ${password}\n  (saved in ${path.relative(process.cwd(), file)}; \`npm run admin:reset-password\` makes a new one)\n`,
  )
}

/** There is no default password: the first admin gets a random one. */
export async function ensureAdminUser(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return
  const password = newPassword()
  await payload.create({ collection: 'users', data: { email: adminEmail, password, name: 'Admin', roles: ['admin'] } })
  announce(adminEmail, password, writeCredentials(adminEmail, password))
}

export async function resetAdminPassword(payload: Payload): Promise<void> {
  const password = newPassword()
  const found = await payload.find({
    collection: 'users',
    where: { roles: { contains: 'admin' } },
    limit: 1,
    sort: 'createdAt',
  })
  const user = found.docs[0]
  if (!user) {
    await ensureAdminUser(payload)
    return
  }
  await payload.update({ collection: 'users', id: user.id, data: { password } })
  announce(user.email, password, writeCredentials(user.email, password))
}
