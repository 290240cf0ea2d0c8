/** Design tokens of the funnel and the workspace. */
export const colors = {
  background: '#0b0b14',
  surface: '#151526',
  surfaceRaised: '#1e1e35',
  border: '#2c2c48',
  text: '#f5f5fa',
  muted: '#a7a7c2',
  /** Borders, bars, focus rings and gradients; not text (3.8:1 on a raised surface). */
  accent: '#8B5CF6',
  /** Text and links in the accent colour on the dark surfaces (6:1 on a raised surface, WCAG AA). */
  accentText: '#a78bfa',
  /** Solid backgrounds behind white text (5.7:1). */
  accentStrong: '#7c3aed',
  success: '#22c55e',
  warning: '#f59e0b',
}

export const container = { maxWidth: 1120, margin: '0 auto', padding: '0 20px' } as const

/** A raised card of the funnel pages. */
export const cardCss = {
  background: colors.surfaceRaised,
  border: `1px solid ${colors.border}`,
  borderRadius: 16,
  padding: 22,
} as const
