import styles from './form.module.css'

/** The field people never see or reach; a bot that fills it is answered "ok" and ignored. */
export const HONEYPOT_NAME = 'website'

export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
