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
