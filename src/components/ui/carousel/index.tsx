'use client'

import {
  Children,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { Arrow, PauseIcon, PlayIcon } from '@/components/ui/icon'
import { browser } from '@/config/browser'
import { useReducedMotion } from '@/hooks/use-reduced-motion'
import styles from './carousel.module.css'

type Labels = { region: string; previous: string; next: string; pause: string; play: string; slide: string }

const AUTOPLAY_MS = 7000
const rules = {
  swipeThresholdPx: browser.gestures.swipeThresholdPx,
  swipeVelocity: browser.gestures.swipeVelocity,
  tapTimeMs: browser.gestures.tapTimeMs,
}

/**
 * A swipeable, keyboard-operable carousel (WAI-ARIA carousel pattern).
 * Written by hand: the libraries that do this (Embla, Swiper) ship 10–40 KB for
 * what is here a transform, a pointer handler and the spec's gesture constants.
 * It advances on its own only when motion is allowed and it is on screen in a visible tab, pauses
 * on hover/focus and by its button. Swiping (drag.ts) loads when it comes into view.
 */
export function Carousel({ children, labels }: { children: ReactNode; labels: Labels }) {
  const slides = Children.toArray(children)
  const count = slides.length
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  const [held, setHeld] = useState(false)
  const [drag, setDrag] = useState(0)
  const [seen, setSeen] = useState(false)
  const [swipeReady, setSwipeReady] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const track = useRef<HTMLDivElement>(null)
  const reduced = useReducedMotion()

  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count])

  // On screen and in a visible tab: the only time advancing on its own is worth anything.
  const [onScreen, setOnScreen] = useState(false)
  const [tabVisible, setTabVisible] = useState(true)
  useEffect(() => {
    const observer = new IntersectionObserver(([entry]) => {
      setOnScreen(entry.isIntersecting)
      if (entry.isIntersecting) setSeen(true)
    })
    if (root.current) observer.observe(root.current)
    const onVisibility = () => setTabVisible(document.visibilityState === 'visible')
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      observer.disconnect()
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [])

  useEffect(() => {
    if (!playing || held || reduced || count < 2 || !onScreen || !tabVisible) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [playing, held, reduced, count, onScreen, tabVisible])

  // Swiping, once the carousel has been on screen (or is touched first).
  const move = useCallback((delta: number) => setIndex((i) => (((i + delta) % count) + count) % count), [count])
  useEffect(() => {
    if (!seen || !track.current || count < 2) return
    let detach: (() => void) | undefined
    let cancelled = false
    void import('./drag').then(({ attachDrag }) => {
      if (cancelled || !track.current) return
      detach = attachDrag(track.current, rules, {
        onDrag: setDrag,
        onGesture: (g) => (g === 'next' ? move(1) : g === 'prev' ? move(-1) : undefined),
      })
      setSwipeReady(true)
    })
    return () => {
      cancelled = true
      detach?.()
    }
  }, [seen, count, move])
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(index + 1)
    else if (e.key === 'ArrowLeft') go(index - 1)
    else return
    e.preventDefault()
  }

  return (
    <div
      ref={root}
      role="group"
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={labels.region}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setHeld(false)}
    >
      <div className={styles.viewport}>
        <div
          ref={track}
          className={styles.track}
          data-dragging={drag !== 0}
          data-swipe={swipeReady ? 'ready' : undefined}
          data-reduced={reduced}
          // Positioned by CSS from the index (carousel.module.css): nothing is measured, so neither
          // hydration nor a resize forces a layout.
          style={{ '--index': index, '--drag': `${drag}px` } as CSSProperties}
          aria-live={playing && !held ? 'off' : 'polite'}
          onPointerDown={() => setSeen(true)}
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide.replace('{n}', String(i + 1)).replace('{count}', String(count))}
              aria-current={i === index ? 'true' : undefined}
              data-active={i === index}
              onFocus={() => setIndex(i)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            onClick={() => setPlaying((p) => !p)}
            aria-pressed={!playing}
            className={styles.button}
            hidden={reduced}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
            <span className="visually-hidden">{playing ? labels.pause : labels.play}</span>
          </button>
          <button type="button" onClick={() => go(index - 1)} className={styles.button}>
            <Arrow to="left" />
            <span className="visually-hidden">{labels.previous}</span>
          </button>
          <span className={styles.counter} aria-hidden="true">
            {String(index + 1).padStart(2, '0')} / {String(count).padStart(2, '0')}
          </span>
          <button type="button" onClick={() => go(index + 1)} className={styles.button}>
            <Arrow to="right" />
            <span className="visually-hidden">{labels.next}</span>
          </button>
        </div>
      )}
    </div>
  )
}
