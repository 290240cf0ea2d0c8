import { keyframes } from '@emotion/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { fillTemplate } from '../../contracts/fill-template'
import { colors } from '../ui/theme'
import { Avatar } from './Avatar'
import { aiLabelOf, clock, type Specialist, type SurveyContent } from './survey-content'
import type { ChatLine } from './useSurveyChat'
import { PrivacyNote } from '../ui/PrivacyNote'

const blink = keyframes({ '0%, 80%, 100%': { opacity: 0.3 }, '40%': { opacity: 1 } })

/** The chat room: persona header with the session clock, the conversation, and the answer box. */
export function SurveyChat({
  content,
  persona,
  lines,
  typing,
  busy,
  secondsLeft,
  onSend,
  draft,
  onDraft,
  tools,
}: {
  content: SurveyContent
  persona: Specialist
  lines: ChatLine[]
  typing: boolean
  busy: boolean
  secondsLeft: number | null
  onSend: (text: string) => Promise<boolean>
  draft: string
  onDraft: (text: string) => void
  /** Voice buttons, beside the send button. */
  tools?: ReactNode
}) {
  const { chat } = content
  const aiLabel = aiLabelOf(content)
  const end = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const [sending, setSending] = useState(false)
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' })
  }, [lines.length, typing])
  useEffect(() => {
    if (!busy) input.current?.focus()
  }, [busy])

  return (
    <section
      aria-label={`Chat with ${persona.name}`}
      css={{
        display: 'grid',
        gridTemplateRows: 'auto 1fr auto',
        height: 'min(680px, 80vh)',
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: 16,
        overflow: 'hidden',
      }}
    >
      <header css={{ display: 'flex', alignItems: 'center', gap: 12, padding: '14px 18px', borderBottom: `1px solid ${colors.border}` }}>
        <Avatar specialist={persona} size={44} />
        <div css={{ flex: 1, minWidth: 0 }}>
          <h1 css={{ margin: 0, fontSize: 17 }}>{persona.name}</h1>
          <p css={{ margin: 0, fontSize: 13, color: colors.muted }}>
            {aiLabel ? (
              <span data-testid="ai-disclosure">{aiLabel}</span>
            ) : (
              <>
                {persona.role} · <span css={{ color: colors.success }}>{chat.status_label}</span>
              </>
            )}
          </p>
        </div>
        {secondsLeft !== null && (
          <span role="timer" aria-label="Session time left" css={{ fontVariantNumeric: 'tabular-nums', color: colors.muted, fontSize: 14 }}>
            {clock(secondsLeft)}
          </span>
        )}
      </header>
      <div role="log" aria-live="polite" css={{ overflowY: 'auto', padding: 18, display: 'flex', flexDirection: 'column', gap: 10 }}>
        {lines.map((line) => (
          <p
            key={line.id}
            css={{
              margin: 0,
              maxWidth: '80%',
              padding: '10px 14px',
              borderRadius: 14,
              lineHeight: 1.5,
              whiteSpace: 'pre-wrap',
              alignSelf: line.role === 'user' ? 'flex-end' : 'flex-start',
              background: line.role === 'user' ? colors.accentStrong : colors.surfaceRaised,
              color: colors.text,
            }}
          >
            {line.content}
          </p>
        ))}
        {typing && (
          <p role="status" css={{ margin: 0, color: colors.muted, fontSize: 14, display: 'flex', gap: 6, alignItems: 'center' }}>
            <span aria-hidden="true" css={{ display: 'inline-flex', gap: 3 }}>
              {[0, 1, 2].map((i) => (
                <span
                  key={i}
                  css={{ width: 6, height: 6, borderRadius: 3, background: colors.muted, animation: `${blink} 1.2s ${i * 0.2}s infinite` }}
                />
              ))}
            </span>
            {fillTemplate(chat.typing_label, { name: persona.name })}
          </p>
        )}
        <div ref={end} />
      </div>
      <form
        css={{ display: 'flex', gap: 8, padding: 12, borderTop: `1px solid ${colors.border}` }}
        onSubmit={async (event) => {
          event.preventDefault()
          if (sending) return
          setSending(true)
          const text = draft
          onDraft('')
          const taken = await onSend(text)
          if (!taken) onDraft(text)
          setSending(false)
        }}
      >
        <input
          ref={input}
          value={draft}
          onChange={(event) => onDraft(event.target.value)}
          placeholder={chat.input_placeholder}
          aria-label={chat.input_placeholder}
          maxLength={1000}
          disabled={busy}
          autoComplete="off"
          css={{
            flex: 1,
            minWidth: 0,
            padding: '12px 14px',
            borderRadius: 10,
            border: `1px solid ${colors.border}`,
            background: colors.background,
            color: colors.text,
            fontSize: 16,
          }}
        />
        {tools}
        <button
          type="submit"
          disabled={busy || !draft.trim()}
          css={{
            padding: '0 18px',
            borderRadius: 10,
            border: 'none',
            fontWeight: 700,
            color: '#fff',
            background: colors.accentStrong,
            cursor: 'pointer',
            '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
          }}
        >
          {chat.send_label}
        </button>
      </form>
      <PrivacyNote css={{ padding: '0 16px 12px' }} />
    </section>
  )
}
