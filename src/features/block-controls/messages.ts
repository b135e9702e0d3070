/** What a block's controls in a Live Preview frame ask the admin around it to do with the page's `layout`. */
export const blockActions = ['up', 'down', 'duplicate', 'hide', 'remove', 'add', 'undo'] as const
export type BlockAction = (typeof blockActions)[number]
export type BlockMessage = { type: 'studio:block'; action: BlockAction; index: number; blockType?: string; doc: string }

export const blockMessageType = 'studio:block'

export function isBlockMessage(data: unknown): data is BlockMessage {
  const m = data as Partial<BlockMessage> | null
  return (
    !!m &&
    typeof m === 'object' &&
    m.type === blockMessageType &&
    blockActions.includes(m.action as BlockAction) &&
    Number.isInteger(m.index) &&
    (m.index as number) >= 0 &&
    (m.index as number) < 1000 &&
    (m.blockType === undefined || (typeof m.blockType === 'string' && /^[A-Za-z]{1,40}$/.test(m.blockType))) &&
    typeof m.doc === 'string' &&
    /^(pages:[A-Za-z0-9-]{1,40}|global:home)$/.test(m.doc)
  )
}

/** The words of the controls, in the page's language (the preview banner's `data-block-words`). */
export type BlockWords = {
  toolbar: string
  up: string
  down: string
  duplicate: string
  hide: string
  show: string
  remove: string
  add: string
  hidden: string
  done: Record<Exclude<BlockAction, 'undo'>, string>
  types: Record<string, string>
}
