import { startBlockControls } from '@/features/block-controls/controls'
import { blockMessageType } from '@/features/block-controls/messages'
import { editMessageType } from './messages'
import { startOutline } from './outline'
import { adminUrl, fieldLabel, parseRef } from './ref'

/**
 * The outline (and a page of blocks' controls) as one script, served at /next/click-to-edit.js and named only by the
 * preview banner (a preview only): a client component would put its loader in the chunk every public page shares,
 * since the bundler groups a route's client components. It starts once per load; the outline waits for the markup.
 */
export const outlineScript = `(() => {
  if (window.__editOutline) return
  window.__editOutline = true
  const start = () => {
    ;(${startOutline.toString()})({
      parseRef: ${parseRef.toString()},
      adminUrl: ${adminUrl.toString()},
      fieldLabel: ${fieldLabel.toString()},
      messageType: ${JSON.stringify(editMessageType)},
    })
  }
  // A page of blocks in Live Preview: its blocks' controls (features/block-controls), at once, so a tap while the page
  // is still loading counts.
  ;(${startBlockControls.toString()})({ messageType: ${JSON.stringify(blockMessageType)} })
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start)
  else start()
})()`
