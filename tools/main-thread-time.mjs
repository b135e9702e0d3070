// How much of a page load's main-thread task time was spent on a core, from a Chrome trace.
// Lighthouse's mobile preset (Lantern) multiplies each task's wall-clock duration by 4. On a
// shared 2-core host a task also waits for a core (Chrome's raster, compositor and browser
// threads, other processes), and that wait is multiplied too: a low share here means the TBT
// beside it is partly the host's, not the page's.

/**
 * The main thread's top-level tasks from navigation start on: wall-clock and thread CPU time
 * (`dur`, `tdur`, in ms) and the share on a core. Undefined when the trace has no navigation or
 * no thread times.
 */
export function mainThreadTime(traceEvents) {
  const start = traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)
  if (!start) return undefined
  let wall = 0
  let cpu = 0
  for (const e of traceEvents) {
    if (
      e.name !== 'RunTask' ||
      e.ph !== 'X' ||
      e.pid !== start.pid ||
      e.tid !== start.tid ||
      e.ts < start.ts ||
      e.tdur === undefined
    )
      continue
    wall += e.dur
    cpu += e.tdur
  }
  if (wall === 0) return undefined
  return { wallMs: wall / 1000, cpuMs: cpu / 1000, onCpu: cpu / wall }
}
