import { describe, expect, it } from 'vitest'
import { mainThreadTime } from './main-thread-time.mjs'

const nav = {
  name: 'navigationStart',
  ph: 'R',
  pid: 1,
  tid: 7,
  ts: 1_000,
  args: { data: { isLoadingMainFrame: true } },
}
const task = (ts, dur, tdur, tid = 7) => ({ name: 'RunTask', ph: 'X', pid: 1, tid, ts, dur, tdur })

describe('mainThreadTime', () => {
  it("sums the loading frame's main-thread tasks from navigation start on, wall and CPU", () => {
    const t = mainThreadTime([
      task(500, 90_000, 90_000),
      nav,
      task(2_000, 40_000, 10_000),
      task(50_000, 20_000, 10_000),
      task(3_000, 30_000, 30_000, 8),
    ])
    expect(t).toEqual({ wallMs: 60, cpuMs: 20, onCpu: 20 / 60 })
  })

  it('says nothing without a navigation or without thread times', () => {
    expect(mainThreadTime([task(2_000, 40_000, 10_000)])).toBeUndefined()
    expect(mainThreadTime([nav, { ...task(2_000, 40_000, 0), tdur: undefined }])).toBeUndefined()
  })
})
