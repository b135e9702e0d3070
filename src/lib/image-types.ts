/**
 * The image types an upload may be, each with the extensions its files are stored and served under (the first is the
 * one a renamed file gets). The media collection names every stored file by its detected type from this table, and the
 * HTTPS front (deploy/nginx.conf.template) serves from disk only these extensions, typed by it: a name an editor chose
 * (`p.html`) never decides how a browser reads the bytes.
 */
export const uploadImageTypes: Readonly<Record<string, readonly string[]>> = {
  'image/avif': ['avif'],
  'image/gif': ['gif'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
}

/**
 * The most pixels an uploaded image may have: 50 megapixels (8,660 × 5,773; a 16,000 × 16,000 image costs the optimizer
 * 0.2–1.2 s per width and format). Larger ones are refused at upload, and never served to the public.
 */
export const MAX_IMAGE_PIXELS = 50_000_000

function split(name: string): { base: string; extension: string } {
  const dot = name.lastIndexOf('.')
  return dot > 0
    ? { base: name.slice(0, dot), extension: name.slice(dot + 1).toLowerCase() }
    : { base: name, extension: '' }
}

/**
 * `name` with an extension of `mimeType`: its own when it already is one (lower-cased), else the type's first one in
 * place of whatever it had. Null when the type is not one an upload may be.
 */
export function nameForType(name: string, mimeType: string): string | null {
  const extensions = uploadImageTypes[mimeType]
  if (!extensions) return null
  const { base, extension } = split(name)
  return `${base}.${extensions.includes(extension) ? extension : extensions[0]}`
}

/** Whether a stored file's name says the type its bytes are (and that type is allowed). */
export function nameMatchesType(name: string, mimeType: string): boolean {
  return uploadImageTypes[mimeType]?.includes(split(name).extension) ?? false
}
