import { classifyGesture, type Gesture, type SwipeRules } from '@/lib/swipe'

type Handlers = {
  /** The finger or mouse moved this far along the track (0 when the drag ends). */
  onDrag: (dx: number) => void
  /** What the finished gesture meant. */
  onGesture: (gesture: Gesture) => void
}

/**
 * Swiping the carousel's track with a finger or the mouse (spec §9 gesture constants). Loaded
 * when the carousel comes into view (or is first touched), not with the page: buttons and keys
 * work before it arrives. Returns a function that detaches it.
 */
export function attachDrag(track: HTMLElement, rules: SwipeRules, { onDrag, onGesture }: Handlers): () => void {
  let gesture: { x: number; y: number; t: number; id: number; moved: boolean } | null = null

  const down = (e: PointerEvent) => {
    if (e.button !== 0) return
    gesture = { x: e.clientX, y: e.clientY, t: e.timeStamp, id: e.pointerId, moved: false }
  }
  const move = (e: PointerEvent) => {
    const g = gesture
    if (!g || g.id !== e.pointerId) return
    const dx = e.clientX - g.x
    if (!g.moved && Math.abs(dx) >= rules.swipeThresholdPx && Math.abs(dx) > Math.abs(e.clientY - g.y)) {
      g.moved = true
      track.setPointerCapture(e.pointerId)
    }
    if (g.moved) onDrag(dx)
  }
  const up = (e: PointerEvent) => {
    const g = gesture
    gesture = null
    onDrag(0)
    if (!g || g.id !== e.pointerId) return
    onGesture(classifyGesture(e.clientX - g.x, e.clientY - g.y, e.timeStamp - g.t, rules))
    if (g.moved) {
      // A drag is not a click on the card under the pointer.
      const stop = (ev: MouseEvent) => ev.preventDefault()
      track.addEventListener('click', stop, { capture: true, once: true })
      setTimeout(() => track.removeEventListener('click', stop, { capture: true }), 0)
    }
  }
  track.addEventListener('pointerdown', down)
  track.addEventListener('pointermove', move)
  track.addEventListener('pointerup', up)
  track.addEventListener('pointercancel', up)
  return () => {
    track.removeEventListener('pointerdown', down)
    track.removeEventListener('pointermove', move)
    track.removeEventListener('pointerup', up)
    track.removeEventListener('pointercancel', up)
  }
}
