/** The newsletter sign-up block (its form arrives with the newsletter feature). */
export function Newsletter({ source }: { source: 'home' | 'footer' }) {
  return <div data-newsletter={source} />
}
