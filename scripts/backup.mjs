// `npm run backup [-- <file.tar.gz>]`: a consistent copy of the database (DATABASE_URL) and the
// media (MEDIA_DIR) in one archive, taken while the site serves (scripts/backup/archive.mjs).
// Default file: backups/studio-<date>.tar.gz.
import path from 'node:path'
import { backup } from './backup/archive.mjs'
import { baseEnv, root } from './env.mjs'

const env = baseEnv()
const out = path.resolve(
  process.argv[2] || path.join(root, 'backups', `studio-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`),
)
const result = await backup({
  databaseUrl: env.DATABASE_URL,
  mediaDir: path.resolve(root, env.MEDIA_DIR || 'data/media'),
  out,
})
console.log(
  `Backup written: ${path.relative(process.cwd(), result.file) || result.file} (${result.database}, ${result.mediaFiles} media files)`,
)
