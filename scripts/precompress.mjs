// Writes a .gz beside every compressible build asset, once, so nginx's gzip_static serves
// them without compressing per request.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const compressible = /\.(js|css|json|svg|txt|map|html|xml|webmanifest)$/

export function precompress(dir) {
  let written = 0
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (compressible.test(entry.name) && !fs.existsSync(`${file}.gz`)) {
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(fs.readFileSync(file), { level: 9 }))
        written++
      }
    }
  }
  if (fs.existsSync(dir)) walk(dir)
  return written
}
