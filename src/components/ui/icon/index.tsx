/**
 * Arrows, play and pause drawn as shapes, not characters: ← → ↗ ▶ ❚ are in neither of the
 * site's fonts (the fontsource files, like Google's, leave them out), so the browser looked
 * through the system's fonts for each one in the first layout of nearly every page (a fontconfig
 * lookup on Linux), and phones drew whatever they found there — ▶ as a colour emoji. Decorative:
 * the text beside them carries the meaning, so they are hidden from assistive technology.
 */
import styles from './icon.module.css'

function Icon({ variant, d }: { variant: 'stroke' | 'fill'; d: string }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      className={`${styles.icon} ${styles[variant]}`}
    >
      <path d={d} />
    </svg>
  )
}

const arrows = {
  left: 'M14 8H2.5M7 3.5 2.5 8 7 12.5',
  right: 'M2 8h11.5M9 3.5 13.5 8 9 12.5',
  'up-right': 'M4 12 12 4M5.5 4H12v6.5',
} as const

/** A stroked arrow, the weight of the text around it. */
export function Arrow({ to }: { to: keyof typeof arrows }) {
  return <Icon variant="stroke" d={arrows[to]} />
}

export function PlayIcon() {
  return <Icon variant="fill" d="M4 2.5v11l9.5-5.5z" />
}

export function PauseIcon() {
  return <Icon variant="fill" d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />
}
