// A session token from the server's own login endpoint: the seeded admin's unless told otherwise.
export async function signIn(
  origin: string,
  email = process.env.ADMIN_EMAIL || 'admin@studio.local',
  password = process.env.SEED_ADMIN_PASSWORD,
): Promise<string> {
  const res = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (res.status !== 200) throw new Error(`Signing in as ${email} answered ${res.status}`)
  return (await res.json()).token
}
