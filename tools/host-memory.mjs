// What the host charges for memory a process touches for the first time. A phone-sized
// load of a page of this site made Chromium's renderer fault in 28,000-31,000 pages it had not
// touched (a plain HTML page: about 17,000). On the virtual machine this was measured on, each
// first touch cost about 13 µs against 0.03 µs for a second touch (the host seems to back the
// guest's memory only when touched, and fresh mappings pay again): 29,000 × 13 µs is about 0.4 s,
// spent inside the page's tasks, which Lighthouse's mobile preset multiplies by 4.
// `npm run lighthouse` prints this figure beside each preset, so a slow day of the host can be told
// from a slow page.

const pageBytes = 4096

/**
 * Microseconds per 4 KiB page: writing one byte into each page of a fresh 64 MiB mapping (a fault
 * each), then into the same pages again (no fault: the loop's own cost).
 */
export function firstTouchCost(mebibytes = 64) {
  const pass = (buffer, value) => {
    const start = process.hrtime.bigint()
    for (let offset = 0; offset < buffer.length; offset += pageBytes) buffer[offset] = value
    return Number(process.hrtime.bigint() - start) / 1000 / (buffer.length / pageBytes)
  }
  // Warm the loop up first, so the figures are the memory's, not the interpreter's.
  const small = Buffer.allocUnsafeSlow(4 * 1024 * 1024)
  for (let i = 0; i < 20; i++) pass(small, i)
  // Above glibc's largest mmap threshold (32 MiB), so the buffer is a fresh mapping, never reused heap.
  const buffer = Buffer.allocUnsafeSlow(mebibytes * 1024 * 1024)
  return { firstUs: pass(buffer, 1), againUs: pass(buffer, 2) }
}

/** One line for the measurement's output. */
export function describeFirstTouch({ firstUs, againUs }) {
  return `first touch of fresh memory ${firstUs.toFixed(1)} µs per 4 KiB page (touched again: ${againUs.toFixed(2)} µs)`
}
