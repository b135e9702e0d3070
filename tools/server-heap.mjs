// The server's live JavaScript heap, for the load benchmarks: the server is started with `--inspect` on a loopback
// port (`inspectArgs`), and `liveHeap` asks V8, through the inspector, to collect garbage and say what the heap still
// holds. RSS alone cannot tell a leak from V8 keeping the pages it grew into under load.
import WebSocket from 'ws'

/** NODE_OPTIONS for a server whose heap `liveHeap` can read. */
export const inspectArgs = (port) => `--inspect=127.0.0.1:${port}`

/** Bytes the server's heap holds after a full garbage collection. */
export async function liveHeap(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()
  const ws = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)))
  let id = 0
  const call = (method) =>
    new Promise((resolve, reject) => {
      const mine = ++id
      const onMessage = (data) => {
        const message = JSON.parse(String(data))
        if (message.id !== mine) return
        ws.off('message', onMessage)
        if (message.error) reject(new Error(`${method}: ${message.error.message}`))
        else resolve(message.result)
      }
      ws.on('message', onMessage)
      ws.send(JSON.stringify({ id: mine, method }))
    })
  try {
    // Twice: the first pass runs finalizers whose objects the second can free.
    await call('HeapProfiler.collectGarbage')
    await call('HeapProfiler.collectGarbage')
    return (await call('Runtime.getHeapUsage')).usedSize
  } finally {
    ws.close()
  }
}
