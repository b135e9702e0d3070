/**
 * Work to finish before the process leaves: instrumentation runs these on SIGTERM/SIGINT, before it exits. Kept on
 * globalThis, since instrumentation and the app's route bundles are separate module graphs in one process.
 */
type Hook = () => Promise<void>
const KEY = Symbol.for('studio.shutdownHooks')
const hooks = (): Set<Hook> => ((globalThis as Record<symbol, Set<Hook>>)[KEY] ??= new Set())

export function onShutdown(hook: Hook): void {
  hooks().add(hook)
}

/** Runs every hook; a failing one does not stop the others. */
export async function runShutdownHooks(): Promise<void> {
  await Promise.allSettled([...hooks()].map((hook) => hook()))
}
