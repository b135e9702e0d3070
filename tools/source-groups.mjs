// The line a source file of a bundle is reported under, shared by tools/analyze-js.mjs (bytes)
// and tools/profile-page.mjs (time): packages as one line each, except Next, split by its top
// folders (client, shared, compiled/<pkg>); our own files by path from src/. ANALYZE_FILES=1 keeps
// every file apart.
export function sourceGroup(source) {
  if (process.env.ANALYZE_FILES) return source.replace(/^.*node_modules\//, '')
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1]
  if (pkg === 'next')
    return `next/${/next\/dist\/(?:esm\/)?((?:compiled\/)?[^/]+(?:\/[^/]+)?)/.exec(source)?.[1] ?? source}`
  if (pkg) return pkg
  return source.replace(/^.*?\/(src\/)/, '$1')
}
