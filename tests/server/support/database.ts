// Row counts of the server's SQLite database, read beside the running server (WAL: readers never block it).
import { createClient } from '@libsql/client'

export async function rowCounts(url: string): Promise<Record<string, number>> {
  const db = createClient({ url })
  try {
    const tables = (
      await db.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    ).rows.map((r) => String(r.name))
    const counts: Record<string, number> = {}
    for (const t of tables) counts[t] = Number((await db.execute(`SELECT count(*) AS n FROM "${t}"`)).rows[0].n)
    return counts
  } finally {
    db.close()
  }
}

/**
 * Waits until no `task` job is due within a minute: queued work that would still change the site while a test
 * measures. (Jobs parked far ahead, as the access matrix's, never run.)
 */
export async function jobsDone(url: string, task: string, timeoutMs = 30_000): Promise<void> {
  const db = createClient({ url })
  try {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const { rows } = await db.execute({
        sql: `SELECT count(*) AS n FROM payload_jobs WHERE task_slug = ? AND completed_at IS NULL AND has_error = 0
              AND (wait_until IS NULL OR wait_until < ?)`,
        args: [task, new Date(Date.now() + 60_000).toISOString()],
      })
      if (Number(rows[0].n) === 0) return
      if (Date.now() > deadline) {
        const left = await db.execute({
          sql: `SELECT id, processing, total_tried, wait_until, created_at, updated_at FROM payload_jobs
                WHERE task_slug = ? AND completed_at IS NULL`,
          args: [task],
        })
        throw new Error(`${task} jobs still queued after ${timeoutMs} ms: ${JSON.stringify(left.rows)}`)
      }
      await new Promise((r) => setTimeout(r, 250))
    }
  } finally {
    db.close()
  }
}
