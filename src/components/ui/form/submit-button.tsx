import styles from './form.module.css'

/**
 * The submit button, showing progress while the request is in flight. Disabled
 * then, so a second click (or Enter) cannot send the form twice.
 */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean
  label: string
  pendingLabel: string
}) {
  return (
    <button
      type="submit"
      className={styles.submit}
      disabled={pending}
      aria-busy={pending || undefined}
      data-pending={pending || undefined}
    >
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      <span>{pending ? pendingLabel : label}</span>
    </button>
  )
}
