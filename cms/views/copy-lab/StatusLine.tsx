import type { ActionMessage } from './use-action'

/**
 * What an action did, in a live region that is always there (a status added together with its
 * text is often not announced); a refusal reads in the theme's error colour. `compact` takes no
 * room while there is nothing to say.
 */
export function StatusLine({
  message,
  busy = false,
  busyText,
  compact = false,
}: {
  message: ActionMessage | null
  busy?: boolean
  busyText?: string
  compact?: boolean
}) {
  const text = busy && busyText ? busyText : (message?.text ?? '')
  const empty = !text
  return (
    <p
      role="status"
      style={{
        margin: compact && empty ? 0 : '8px 0 0',
        minHeight: compact ? 0 : '1.5em',
        fontWeight: 600,
        color: !busy && message && !message.ok ? 'var(--theme-error-600, #b42318)' : undefined,
      }}
    >
      {text}
    </p>
  )
}
