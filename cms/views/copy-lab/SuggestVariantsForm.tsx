'use client'
import { useState, type FormEvent } from 'react'
import type { CopySlotId } from '../../../contracts/copy-lab'
import { callCopyFunction } from './copy-lab-api'
import { StatusLine } from './StatusLine'
import { buttonReset, field, input, primaryButton } from './styles'
import { useAction } from './use-action'

/** Asks the writer for three drafts of the slot, steered by an optional brief. */
export function SuggestVariantsForm({ slot, onChanged }: { slot: CopySlotId; onChanged: () => Promise<void> }) {
  const { busy, message, run } = useAction()
  const [brief, setBrief] = useState('')

  async function suggest(event: FormEvent) {
    event.preventDefault()
    await run(
      async () => {
        const answer = await callCopyFunction('propose-copy-variants', { slot, brief: brief.trim() || undefined })
        await onChanged()
        return answer.tried.length
      },
      (tried) =>
        `Variants suggested: three new drafts are at the top of the list.${tried ? ` The writer knew what ${tried} tested ${tried === 1 ? 'variant' : 'variants'} of this slot did.` : ''}`,
    )
  }

  return (
    <form onSubmit={(e) => void suggest(e)} aria-label="Suggest variants with AI">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}>
        <label htmlFor="copy-lab-brief" style={{ ...field, flex: '1 1 320px' }}>
          Brief (optional)
          <input
            id="copy-lab-brief"
            type="text"
            style={input}
            maxLength={200}
            placeholder="more urgency"
            value={brief}
            onChange={(e) => setBrief(e.target.value)}
          />
        </label>
        <button type="submit" className={primaryButton} style={buttonReset} disabled={busy}>
          Suggest variants
        </button>
      </div>
      <StatusLine message={message} busy={busy} busyText="Writing three variants… this can take a few seconds." />
    </form>
  )
}
