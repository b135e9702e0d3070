// What Next's caches hold on disk, as an operator would look at them: files and bytes under the build folder.
import fs from 'node:fs'
import path from 'node:path'
import { distDir } from './env'

/** Every file under `folders` (relative to the build folder), with its size. */
export function cacheFiles(folders: string[]): Map<string, number> {
  const files = new Map<string, number>()
  const walk = (dir: string) => {
    let entries: fs.Dirent[]
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.isFile()) files.set(path.relative(distDir, file), fs.statSync(file).size)
    }
  }
  for (const folder of folders) walk(path.join(distDir, folder))
  return files
}

/** Files in `after` that `before` did not have, and the growth in bytes. */
export function growth(before: Map<string, number>, after: Map<string, number>) {
  const added = [...after.keys()].filter((f) => !before.has(f))
  const bytes = [...after.values()].reduce((a, b) => a + b, 0) - [...before.values()].reduce((a, b) => a + b, 0)
  return { added, bytes }
}
