import type { CSSProperties } from 'react'

/** Inline styles that fit Payload's admin theme (its CSS variables), shared by the copy lab's parts. */

export const panel: CSSProperties = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 16, marginBottom: 24 }

export const field: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 4 }

export const input: CSSProperties = {
  padding: '6px 8px',
  font: 'inherit',
  color: 'var(--theme-text)',
  background: 'var(--theme-input-bg, var(--theme-elevation-0))',
  border: '1px solid var(--theme-elevation-250)',
  borderRadius: 3,
}

/** At least 760 px wide: on a narrower screen the table scrolls in its box (TableScroll) rather than squeeze its words. */
export const table: CSSProperties = { width: '100%', minWidth: 760, borderCollapse: 'collapse', marginTop: 8 }
export const caption: CSSProperties = { textAlign: 'left', fontWeight: 600, padding: '6px 0' }
export const cell: CSSProperties = { padding: '6px 8px', textAlign: 'left', verticalAlign: 'top', overflowWrap: 'break-word' }
export const headCell: CSSProperties = { ...cell, borderBottom: '1px solid var(--theme-elevation-250)', whiteSpace: 'nowrap' }
export const row: CSSProperties = { borderTop: '1px solid var(--theme-elevation-100)' }
export const numeric: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }

/** Payload's button classes; `margin: 0` undoes the admin's default spacing around them. */
export const primaryButton = 'btn btn--style-primary btn--size-small'
export const secondaryButton = 'btn btn--style-secondary btn--size-small'
export const buttonReset: CSSProperties = { margin: 0 }

export const muted: CSSProperties = { color: 'var(--theme-elevation-650)' }

/** Read by screen readers only ("opens in a new tab"). */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
}
