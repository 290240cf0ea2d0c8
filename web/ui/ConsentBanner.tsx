import { useEffect, useId, useRef } from 'react'
import { useConsent } from '../lib/consent'
import { useContent } from '../lib/initial-data'
import { Button } from './Button'
import { colors } from './theme'

/**
 * The cookie banner (issue 39.5, docs/decisions/121): a labelled region fixed to the bottom of
 * the screen, so showing it moves nothing on the page. Accept and Reject are the same kind of
 * button, side by side: one click either way. Opened again from the footer, it takes the focus.
 */
export function ConsentBanner() {
  const { view, open, error, choose } = useConsent()
  const words = useContent('site-settings')?.cookie_consent
  const headingId = useId()
  const region = useRef<HTMLElement>(null)
  const shownOnArrival = useRef(view?.ask === true)
  useEffect(() => {
    if (open && !shownOnArrival.current) region.current?.focus()
    if (!open) shownOnArrival.current = false
  }, [open])
  if (!view || !open || !words) return null
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby={headingId}
      css={{
        position: 'fixed',
        left: 12,
        right: 12,
        bottom: 12,
        zIndex: 1000,
        maxWidth: 720,
        margin: '0 auto',
        padding: '16px 20px',
        background: colors.surfaceRaised,
        color: colors.text,
        border: `1px solid ${colors.border}`,
        borderRadius: 14,
        boxShadow: '0 8px 32px rgba(0, 0, 0, 0.5)',
        '&:focus-visible': { outline: `3px solid ${colors.accent}`, outlineOffset: 2 },
      }}
    >
      <h2 id={headingId} css={{ margin: '0 0 6px', fontSize: 18 }}>
        {words.heading}
      </h2>
      <p css={{ margin: '0 0 12px', fontSize: 15, lineHeight: 1.5 }}>{words.text}</p>
      {error ? (
        <p role="alert" css={{ margin: '0 0 12px', color: colors.text }}>
          {error}
        </p>
      ) : null}
      <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Button type="button" variant="ghost" css={{ flex: '1 1 140px' }} onClick={() => void choose('accepted')}>
          {words.accept_label}
        </Button>
        <Button type="button" variant="ghost" css={{ flex: '1 1 140px' }} onClick={() => void choose('rejected')}>
          {words.reject_label}
        </Button>
      </div>
    </section>
  )
}
