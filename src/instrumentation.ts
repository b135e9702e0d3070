/** Runs once when a server process starts, before it answers requests (Next's instrumentation hook). */
export async function register() {
  // The Node.js part lives in its own module so the edge bundle never sees Node APIs.
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('./instrumentation-node')).warmUp()
}
