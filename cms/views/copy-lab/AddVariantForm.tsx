'use client'
import { useState, type FormEvent } from 'react'
import { COPY_ANGLE_LABELS, COPY_ANGLES, copyTextProblem, type CopyAngle, type CopySlot } from '../../../contracts/copy-lab'
import { CharacterCount } from './CharacterCount'
import { callCopyFunction } from './copy-lab-api'
import { StatusLine } from './StatusLine'
import { buttonReset, field, input, primaryButton } from './styles'
import { useAction } from './use-action'

/** A marketer's own words for the slot, reviewed and tested like the writer's. */
export function AddVariantForm({ slot, published, onChanged }: { slot: CopySlot; published: string; onChanged: () => Promise<void> }) {
  const { busy, message, setMessage, run } = useAction()
  const [text, setText] = useState('')
  const [angle, setAngle] = useState<CopyAngle>('outcome')

  async function add(event: FormEvent) {
    event.preventDefault()
    const problem = copyTextProblem(slot, published, text)
    if (problem) return setMessage({ ok: false, text: problem })
    const added = await run(
      async () => {
        const { variant } = await callCopyFunction('review-copy-variant', { action: 'add', slot: slot.id, text: text.trim(), angle })
        await onChanged()
        return variant.status
      },
      (status) =>
        status === 'approved' ? 'Added and approved: your words can run in a test.' : 'Added as a draft: approve it to test it.',
    )
    if (added) setText('')
  }

  return (
    <section aria-labelledby="copy-lab-add-title" style={{ marginTop: 24 }}>
      <h3 id="copy-lab-add-title" style={{ margin: '0 0 8px' }}>
        Add your own words
      </h3>
      <form onSubmit={(e) => void add(e)} aria-label="Add your own words">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }}>
          <div style={{ ...field, flex: '1 1 320px' }}>
            <label htmlFor="copy-lab-own-text">Your words</label>
            <textarea
              id="copy-lab-own-text"
              style={{ ...input, minHeight: 64 }}
              required
              maxLength={400}
              value={text}
              aria-describedby="copy-lab-own-count"
              onChange={(e) => setText(e.target.value)}
            />
            <CharacterCount id="copy-lab-own-count" slot={slot} published={published} text={text} />
          </div>
          <label htmlFor="copy-lab-own-angle" style={field}>
            Angle
            <select id="copy-lab-own-angle" style={input} value={angle} onChange={(e) => setAngle(e.target.value as CopyAngle)}>
              {COPY_ANGLES.map((a) => (
                <option key={a} value={a}>
                  {COPY_ANGLE_LABELS[a]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <button type="submit" className={primaryButton} style={{ ...buttonReset, marginTop: 8 }} disabled={busy}>
          Add variant
        </button>
        <StatusLine message={message} busy={busy} busyText="Adding…" />
      </form>
    </section>
  )
}
