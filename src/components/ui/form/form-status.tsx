import styles from './form.module.css'

/**
 * The outcome of a form sent without JavaScript, rendered by the server in the
 * page it returns to (with JavaScript the same words arrive as a toast).
 */
export function FormStatus({ tone, message, detail }: { tone: 'ok' | 'error'; message: string; detail?: string }) {
  return (
    <p
      className={styles.status}
      data-tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid="form-status"
    >
      {message}
      {detail && <> {detail}</>}
    </p>
  )
}
