// Another process writing to the SQLite file (an operator's script, a migration, a second tool) holds the write lock
// for a moment while visitors sign up: the server waits for the lock instead of failing, and what it saves is
// committed at once, seen by any other connection. (libsql leaves a statement refused as busy open, and every later
// write of that connection uncommitted until the statement is collected: docs/decisions/sqlite-busy-timeout.md.)
import { createClient } from '@libsql/client'
import { describe, expect, it } from 'vitest'
import { databaseUrl, origin } from './support/env'

const stamp = Date.now().toString(36)

const signUp = (email: string) =>
  fetch(`${origin}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ana', surname: 'Lima', email, locale: 'pt', page: '/' }),
  })

/** Whether a connection opened now (another process's view) finds the subscriber. */
async function seenElsewhere(email: string): Promise<boolean> {
  const db = createClient({ url: databaseUrl })
  try {
    return (await db.execute({ sql: 'SELECT id FROM subscribers WHERE email = ?', args: [email] })).rows.length === 1
  } finally {
    db.close()
  }
}

describe('SQLite written by another process at the same time', () => {
  it('a sign-up during another writer’s lock waits and is saved; the next one is committed at once', async () => {
    const [before, during, after] = ['before', 'during', 'after'].map((when) => `lock-${when}-${stamp}@example.com`)
    // A first sign-up loads the route, so the next one reaches the database while the lock is held.
    expect((await signUp(before)).status).toBe(200)
    const other = createClient({ url: databaseUrl })
    const lock = await other.transaction('write')
    await lock.execute("UPDATE subscribers SET name = name WHERE email = 'nobody@example.com'")
    const answer = signUp(during)
    await new Promise((resolve) => setTimeout(resolve, 500))
    await lock.commit()
    other.close()
    expect.soft((await answer).status, 'the sign-up during the lock').toBe(200)
    expect.soft(await seenElsewhere(during), 'its row, seen by another connection').toBe(true)

    expect.soft((await signUp(after)).status, 'the next sign-up').toBe(200)
    expect.soft(await seenElsewhere(after), 'its row, seen by another connection').toBe(true)
  })
})
