/** Design tokens of the funnel and the workspace. */
export const colors = {
  background: '#0b0b14',
  surface: '#151526',
  surfaceRaised: '#1e1e35',
  border: '#2c2c48',
  text: '#f5f5fa',
  muted: '#a7a7c2',
  accent: '#8B5CF6',
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
