const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Escapes text for HTML bodies and attribute values (e-mails, small server pages). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => entities[ch])
}

/**
 * A value of a one-line form field as one line of a plain-text e-mail: any line break (CR, LF, the Unicode separators,
 * vertical tab, form feed) becomes a space, so a value cannot add lines that look like the e-mail's own.
 */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\u000b\u000c\u0085\u2028\u2029]+/g, ' ')
}
