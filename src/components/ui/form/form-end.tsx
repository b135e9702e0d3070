import type { ReactNode, RefObject } from 'react'
import type { FormState } from '@/forms/answers'
import { FormStatus } from './form-status'
import styles from './form.module.css'

type Props = {
  /** Where the invisible reCAPTCHA widget renders; with no site key there is none. */
  captcha: RefObject<HTMLDivElement | null>
  siteKey?: string
  /** Google's notice, rendered by the server. */
  recaptchaNotice?: ReactNode
  /** The outcome of a post without JavaScript, in the page the server sent back. */
  state: FormState
  texts: { success: string; failure: string }
}

/** What every public form ends with: the bot check's notice and mount point, and the no-JavaScript outcome. */
export function FormEnd({ captcha, siteKey, recaptchaNotice, state, texts }: Props) {
  return (
    <>
      {siteKey && (
        <>
          {recaptchaNotice}
          <div ref={captcha} className={styles.captcha} />
        </>
      )}
      {state.status === 'ok' && <FormStatus tone="ok" message={state.message ?? texts.success} />}
      {state.status === 'error' && (
        <FormStatus tone="error" message={state.message ?? texts.failure} detail={state.detail} />
      )}
    </>
  )
}
