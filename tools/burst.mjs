// What the load benchmarks share (bench-newsletter, bench-vitals): requests sent `concurrency` at a time, their
// latencies and statuses, and percentiles of the latencies.

/**
 * `count` calls of `request(i)`, `concurrency` in flight at a time. `request` resolves to the answer's status (after
 * reading its body); a network failure counts under its error code. Latencies come back sorted, in ms.
 */
export async function burst(count, concurrency, request) {
  const latencies = []
  const statuses = {}
  const counted = (key) => (statuses[key] = (statuses[key] ?? 0) + 1)
  let next = 0
  async function worker() {
    while (next < count) {
      const i = next++
      const started = performance.now()
      try {
        const status = await request(i)
        latencies.push(performance.now() - started)
        counted(status)
      } catch (error) {
        counted(error.cause?.code ?? 'network')
      }
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return { seconds, latencies, statuses }
}

/** The `p`th percentile of sorted values (nearest rank). */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
