const LINK_TIMEOUT_MS = 5_000

/** Whether an outside address answers (2xx after redirects) within five seconds. */
export async function linkAnswers(url: string): Promise<boolean> {
  const ask = (method: string) =>
    fetch(url, { method, redirect: 'follow', signal: AbortSignal.timeout(LINK_TIMEOUT_MS) }).then((res) => res.ok)
  // Some servers refuse HEAD: a GET is asked before a link counts as broken.
  return (await ask('HEAD').catch(() => false)) || (await ask('GET').catch(() => false))
}
