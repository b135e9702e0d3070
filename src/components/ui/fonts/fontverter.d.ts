// fontverter ships no types; the one call the font test makes.
declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, format: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer> }
  export default fontverter
}
