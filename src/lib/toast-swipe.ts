/** Whether a toast swiped by (dx, dy) pixels is dismissed (spec §9: beyond 80 px). */
export function toastSwipeDismisses(dx: number, dy: number, thresholdPx: number): boolean {
  return Math.max(Math.abs(dx), Math.abs(dy)) > thresholdPx
}
