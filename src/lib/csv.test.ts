import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
  })
  it('neutralises spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('@sum')).toBe("'@sum")
    expect(csvCell('-2')).toBe("'-2")
  })
  it('writes empty cells for null and undefined, ISO for dates', () => {
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z')
  })
  it('writes a header and one CRLF line per row, with a BOM', () => {
    const csv = toCsv([{ email: 'a@b.co', name: 'Ana, Maria' }], ['email', 'name'])
    expect(csv).toBe('\uFEFFemail,name\r\na@b.co,"Ana, Maria"\r\n')
  })
})
