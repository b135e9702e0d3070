import type { Thing, WithContext } from 'schema-dts'

/**
 * A JSON-LD block. `<` is escaped so text from the CMS can never close the
 * script tag early.
 */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}

export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
