'use client'
import { useState, type FormEvent } from 'react'
import { COPY_ANGLE_LABELS, copyPreviewPath, copyTextProblem, type CopySlot, type CopyVariantView } from '../../../contracts/copy-lab'
import { CharacterCount } from './CharacterCount'
import { callCopyFunction } from './copy-lab-api'
import { count, percent, STATUSES, upliftWithInterval } from './format'
import { StatusLine } from './StatusLine'
import { buttonReset, field, input, muted, primaryButton, secondaryButton, visuallyHidden } from './styles'
import { useAction } from './use-action'

/** The states a person reviews; words that ran in a test stay as they ran (collections/CopyVariants). */
const REVIEWABLE = new Set<CopyVariantView['status']>(['draft', 'approved', 'rejected'])

const STATUS_COLOURS: Partial<Record<CopyVariantView['status'], string>> = {
  approved: 'var(--theme-success-500)',
  won: 'var(--theme-success-500)',
  rejected: 'var(--theme-error-500)',
  lost: 'var(--theme-error-500)',
  running: 'var(--theme-warning-500, #d97706)',
}

/** One variant: its words, why the writer chose them, where they came from, and its review. */
export function VariantCard({
  variant,
  slot,
  published,
  onChanged,
}: {
  variant: CopyVariantView
  slot: CopySlot
  published: string
  onChanged: () => Promise<void>
}) {
  const { busy, message, setMessage, run } = useAction()
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState(variant.text)
  const id = (name: string) => `variant-${variant.id}-${name}`
  const reviewable = REVIEWABLE.has(variant.status)

  const review = (action: 'approve' | 'reject', done: string) =>
    void run(async () => {
      await callCopyFunction('review-copy-variant', { action, variant: variant.id })
      await onChanged()
    }, done)

  async function save(event: FormEvent) {
    event.preventDefault()
    const problem = copyTextProblem(slot, published, text)
    if (problem) return setMessage({ ok: false, text: problem })
    const saved = await run(async () => {
      await callCopyFunction('review-copy-variant', { action: 'edit', variant: variant.id, text: text.trim() })
      await onChanged()
    }, 'Saved: the new words are a draft until approved.')
    if (saved) setEditing(false)
  }

  return (
    <article
      aria-labelledby={id('text')}
      style={{
        border: '1px solid var(--theme-elevation-150)',
        borderLeft: `4px solid ${STATUS_COLOURS[variant.status] ?? 'var(--theme-elevation-250)'}`,
        borderRadius: 4,
        padding: '12px 16px',
      }}
    >
      <p id={id('text')} style={{ margin: 0, fontSize: 17, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {variant.text}
      </p>
      <p style={{ ...muted, margin: '4px 0 0', fontSize: 13 }}>
        <strong style={{ color: 'var(--theme-text)' }}>{STATUSES[variant.status]}</strong> · {COPY_ANGLE_LABELS[variant.angle]} ·{' '}
        {variant.source}
        {variant.edited ? ' · edited by a marketer' : ''}
      </p>
      {variant.rationale ? <p style={{ margin: '8px 0 0' }}>{variant.rationale}</p> : null}
      {variant.result ? (
        <p style={{ margin: '8px 0 0' }}>
          Tested: {count(variant.result.users)} users, {count(variant.result.conversions)} conversions ({percent(variant.result.rate)}),
          uplift {upliftWithInterval(variant.result.uplift, variant.result.ci)}
        </p>
      ) : null}
      {editing ? (
        <form onSubmit={(e) => void save(e)} aria-label={`Edit “${variant.text}”`} style={{ marginTop: 12 }}>
          <label htmlFor={id('edit')} style={field}>
            Words
            <textarea
              id={id('edit')}
              style={{ ...input, minHeight: 64 }}
              value={text}
              maxLength={400}
              aria-describedby={id('count')}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
          <CharacterCount id={id('count')} slot={slot} published={published} text={text} />
          <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
            <button type="submit" className={primaryButton} style={buttonReset} disabled={busy}>
              Save
            </button>
            <button
              type="button"
              className={secondaryButton}
              style={buttonReset}
              disabled={busy}
              onClick={() => {
                setEditing(false)
                setText(variant.text)
                setMessage(null)
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginTop: 12 }}>
          {reviewable && variant.status !== 'approved' ? (
            <button
              type="button"
              className={primaryButton}
              style={buttonReset}
              disabled={busy}
              onClick={() => review('approve', 'Approved')}
            >
              Approve
            </button>
          ) : null}
          {reviewable && variant.status !== 'rejected' ? (
            <button
              type="button"
              className={secondaryButton}
              style={buttonReset}
              disabled={busy}
              onClick={() => review('reject', 'Rejected')}
            >
              Reject
            </button>
          ) : null}
          {reviewable ? (
            <button
              type="button"
              className={secondaryButton}
              style={buttonReset}
              disabled={busy}
              onClick={() => {
                setText(variant.text)
                setMessage(null)
                setEditing(true)
              }}
            >
              Edit
            </button>
          ) : null}
          {slot.kind === 'page' ? (
            <a href={copyPreviewPath(variant.id)} target="_blank" rel="noopener noreferrer">
              Preview<span style={visuallyHidden}> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      )}
      <StatusLine message={message} busy={busy} busyText="Saving…" compact />
    </article>
  )
}
