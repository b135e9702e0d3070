import type { ReactNode } from 'react'
import styles from './form.module.css'

/** The accessibility wiring a field's control receives. */
export type ControlProps = {
  id: string
  'aria-invalid': boolean
  'aria-describedby'?: string
}

type Props = {
  id: string
  label: ReactNode
  /** Already-translated message, shown under the control and read with it. */
  error?: string
  hint?: ReactNode
  optionalLabel?: string
  className?: string
  children: (control: ControlProps) => ReactNode
}

/**
 * A labelled field: visible label, optional hint, and its error beside the
 * control, tied to it with aria-describedby and aria-invalid so a screen reader
 * reads the message when focus lands on the field.
 */
export function Field({ id, label, error, hint, optionalLabel, className, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optionalLabel && <span className={styles.optional}> ({optionalLabel})</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}

/** A checkbox with its label to the right and its error below. */
export function CheckField({ id, label, error, children }: Omit<Props, 'hint' | 'optionalLabel' | 'className'>) {
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={styles.check}>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': errorId })}
      <label htmlFor={id} className={styles.note}>
        {/* One flex item, so the spaces around an inline link are not trimmed away. */}
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}

export { styles as formStyles }
