'use client'

import { useDocumentInfo, useForm, useTranslation } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'
import { isBlockMessage, type BlockMessage } from '../messages'

type FormState = ReturnType<ReturnType<typeof useForm>['getFields']>
type Row = { blockType?: string; hidden?: boolean }
/** The inverse of a change, for Ctrl/⌘-Z. */
type Undo =
  | { kind: 'move'; from: number; to: number }
  | { kind: 'remove'; index: number }
  | { kind: 'restore'; index: number; blockType: string; state: FormState }
  | { kind: 'hidden'; index: number; value: boolean }

const path = 'layout'
const text = {
  pt: {
    hint: 'Na Live Preview, passe o mouse ou use Tab num bloco para movê-lo, duplicá-lo, ocultá-lo, excluí-lo ou adicionar outro abaixo. Ctrl/⌘-Z desfaz.',
    done: {
      up: 'Bloco movido para cima',
      down: 'Bloco movido para baixo',
      duplicate: 'Bloco duplicado',
      hide: 'Visibilidade do bloco trocada',
      remove: 'Bloco excluído',
      add: 'Bloco adicionado',
      undo: 'Desfeito',
    },
  },
  en: {
    hint: 'In Live Preview, hover over a block or Tab to it to move, duplicate, hide or delete it, or add one below. Ctrl/⌘-Z undoes.',
    done: {
      up: 'Block moved up',
      down: 'Block moved down',
      duplicate: 'Block duplicated',
      hide: 'Block visibility switched',
      remove: 'Block deleted',
      add: 'Block added',
      undo: 'Undone',
    },
  },
} as const

/** A row's form state with paths relative to it (what ADD_ROW takes to put the row back as it was). */
function rowState(fields: FormState, index: number): FormState {
  const prefix = `${path}.${index}.`
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  )
}

const isTyping = (el: Element | null) =>
  !!el && (el.matches('input, textarea, select') || (el instanceof HTMLElement && el.isContentEditable))

/**
 * The admin end of the block controls (a `ui` field of pages): a Live Preview frame's message moves, duplicates,
 * hides, deletes or adds a row of `layout` in the form (which then autosaves, and the frame re-renders); each
 * change's inverse goes on a stack that Ctrl/⌘-Z (outside a text field, or from the frame) takes back.
 */
export function BlockArranger() {
  const form = useForm()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const doc = globalSlug ? `global:${globalSlug}` : `${collectionSlug}:${id}`
  const { i18n } = useTranslation()
  const words = text[i18n.language === 'en' ? 'en' : 'pt']
  const undo = useRef<Undo[]>([])
  const [said, say] = useState('')
  const live = useRef({ form, words })
  live.current = { form, words }

  useEffect(() => {
    const rows = () => (live.current.form.getDataByPath(path) as Row[] | undefined) ?? []
    const setHidden = (index: number, value: boolean) => {
      const { dispatchFields, setModified } = live.current.form
      dispatchFields({ type: 'UPDATE', path: `${path}.${index}.hidden`, value })
      setModified(true)
    }
    const back = () => {
      const last = undo.current.pop()
      if (!last) return
      const { moveFieldRow, removeFieldRow, addFieldRow } = live.current.form
      if (last.kind === 'move') moveFieldRow({ path, moveFromIndex: last.from, moveToIndex: last.to })
      if (last.kind === 'remove') removeFieldRow({ path, rowIndex: last.index })
      if (last.kind === 'restore')
        addFieldRow({
          path,
          schemaPath: path,
          rowIndex: last.index,
          blockType: last.blockType,
          subFieldState: last.state,
        })
      if (last.kind === 'hidden') setHidden(last.index, last.value)
      say(live.current.words.done.undo)
    }
    const act = ({ action, index, blockType }: BlockMessage) => {
      const { moveFieldRow, removeFieldRow, addFieldRow, dispatchFields, setModified, getFields } = live.current.form
      const count = rows().length
      if (action === 'undo') return back()
      if (index >= count) return
      const row = rows()[index]
      if (action === 'up' || action === 'down') {
        const to = action === 'up' ? index - 1 : index + 1
        if (to < 0 || to >= count) return
        moveFieldRow({ path, moveFromIndex: index, moveToIndex: to })
        undo.current.push({ kind: 'move', from: to, to: index })
      } else if (action === 'duplicate') {
        dispatchFields({ type: 'DUPLICATE_ROW', path, rowIndex: index })
        setModified(true)
        undo.current.push({ kind: 'remove', index: index + 1 })
      } else if (action === 'hide') {
        setHidden(index, !row?.hidden)
        undo.current.push({ kind: 'hidden', index, value: Boolean(row?.hidden) })
      } else if (action === 'remove') {
        undo.current.push({
          kind: 'restore',
          index,
          blockType: row?.blockType ?? '',
          state: rowState(getFields(), index),
        })
        removeFieldRow({ path, rowIndex: index })
      } else if (action === 'add' && blockType) {
        addFieldRow({ path, schemaPath: path, rowIndex: index + 1, blockType })
        undo.current.push({ kind: 'remove', index: index + 1 })
      } else return
      say(live.current.words.done[action])
    }
    const fromFrame = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isBlockMessage(event.data)) return
      const frames = Array.from(document.querySelectorAll('iframe'), (f) => f.contentWindow)
      if (!frames.includes(event.source as Window)) return
      // Only the document this form edits.
      if (event.data.doc !== doc) return
      act(event.data)
    }
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.key.toLowerCase() !== 'z') return
      if (isTyping(document.activeElement) || !undo.current.length) return
      event.preventDefault()
      back()
    }
    window.addEventListener('message', fromFrame)
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('message', fromFrame)
      window.removeEventListener('keydown', onKey)
    }
  }, [doc])

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <p className="field-description">{words.hint}</p>
      <p
        role="status"
        aria-live="polite"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {said}
      </p>
    </div>
  )
}
