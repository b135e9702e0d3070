/** The message a Live Preview frame posts to the admin around it when an editor clicks a marked element. */
export type EditMessage = { type: 'studio:edit-field'; ref: string; locale: string }

export const editMessageType = 'studio:edit-field'

export function isEditMessage(data: unknown): data is EditMessage {
  const m = data as Partial<EditMessage> | null
  return (
    !!m &&
    typeof m === 'object' &&
    m.type === editMessageType &&
    typeof m.ref === 'string' &&
    (m.locale === 'pt' || m.locale === 'en')
  )
}
