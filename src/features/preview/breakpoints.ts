/** Live Preview's widths (the design's phone, tablet and desktop), named in the admin's two languages. */
export const previewBreakpoints = [
  { name: 'phone', words: { pt: 'Celular', en: 'Phone' }, width: 390, height: 844 },
  { name: 'tablet', words: { pt: 'Tablet', en: 'Tablet' }, width: 960, height: 1280 },
  { name: 'desktop', words: { pt: 'Computador', en: 'Desktop' }, width: 1440, height: 900 },
  // Payload's own, which fills the panel: it adds it after ours.
  { name: 'responsive', words: { pt: 'Responsivo', en: 'Responsive' } },
] as const

/** A breakpoint's name in the toolbar: "Celular · 390"; null for one the site does not define. */
export function breakpointLabel(name: string, language: 'pt' | 'en'): string | null {
  const breakpoint = previewBreakpoints.find((b) => b.name === name)
  if (!breakpoint) return null
  return 'width' in breakpoint ? `${breakpoint.words[language]} · ${breakpoint.width}` : breakpoint.words[language]
}
