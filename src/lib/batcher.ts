/**
 * Group commit: calls made while a flush is being prepared are handed to
 * `flush` together, and each caller gets its own result back. Used where one
 * statement for many rows costs about the same as one statement for one row
 * (a database commit waits for the disk once either way). Hand-written: the
 * batching libraries (dataloader and kin) are built for reads keyed by id and
 * cache results, which is wrong for writes.
 *
 * Items collect until the current macrotask ends (setImmediate), so requests
 * that arrive together are written together while a lone request waits for
 * nothing; a batch never exceeds `maxSize`. If `flush` throws, every caller of
 * that batch gets the error.
 */
export function createBatcher<T, R>(flush: (items: T[]) => Promise<R[]>, { maxSize = 100 } = {}) {
  type Waiting = { item: T; resolve: (r: R) => void; reject: (e: unknown) => void }
  const pending: Waiting[] = []
  let scheduled = false

  function run() {
    scheduled = false
    const batch = pending.splice(0, maxSize)
    if (pending.length) schedule()
    if (!batch.length) return
    flush(batch.map((w) => w.item))
      .then((results) => {
        if (results.length !== batch.length)
          throw new Error(`batch flush returned ${results.length} results for ${batch.length} items`)
        batch.forEach((w, i) => w.resolve(results[i]))
      })
      .catch((error: unknown) => batch.forEach((w) => w.reject(error)))
  }

  function schedule() {
    if (scheduled) return
    scheduled = true
    setImmediate(run)
  }

  return (item: T): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      pending.push({ item, resolve, reject })
      // A full batch goes at once; a stray scheduled run later finds less (or nothing) to do.
      if (pending.length >= maxSize) run()
      else schedule()
    })
}
