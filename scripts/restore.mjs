// `npm run restore -- <file.tar.gz>`: brings a backup back into DATABASE_URL and MEDIA_DIR.
// Stop the site first. The next `npm start` rebuilds the pages from the restored data.
import fs from 'node:fs'
import path from 'node:path'
import { restore } from './backup/archive.mjs'
import { baseEnv, root } from './env.mjs'

const archive = process.argv[2]
if (!archive || !fs.existsSync(archive)) {
  console.error('usage: npm run restore -- <backup .tar.gz>')
  process.exit(2)
}
const env = baseEnv()
const { manifest, keptAside } = await restore({
  archive: path.resolve(archive),
  databaseUrl: env.DATABASE_URL,
  mediaDir: path.resolve(root, env.MEDIA_DIR || 'data/media'),
})
// Pages prerendered from the data before the restore must not be served: unstamp the build so
// `npm start` makes a new one.
fs.rmSync(path.join(root, env.NEXT_DIST_DIR || '.next', 'studio-build.json'), { force: true })
console.log(`Restored the backup of ${manifest.createdAt} (${manifest.database}, ${manifest.mediaFiles} media files).`)
if (keptAside) console.log(`The database that was there is kept as ${path.relative(process.cwd(), keptAside)}.`)
console.log('Start the site (npm start): it rebuilds its pages from the restored data.')
