import { colors } from '../../ui/theme'

export { cardCss } from '../../ui/theme'

export const sectionCss = { padding: '56px 0', borderTop: `1px solid ${colors.border}` } as const

export const headingCss = { fontSize: 'clamp(26px, 4vw, 36px)', lineHeight: 1.2, margin: '0 0 28px', textAlign: 'center' } as const

export const badgeCss = {
  display: 'inline-block',
  padding: '4px 10px',
  borderRadius: 999,
  fontSize: 12,
  fontWeight: 700,
  letterSpacing: 0.4,
  textTransform: 'uppercase',
  background: 'rgba(139, 92, 246, 0.18)',
  color: '#c4b5fd',
} as const

export const linkButtonCss = {
  display: 'inline-block',
  borderRadius: 10,
  padding: '14px 22px',
  fontSize: 16,
  fontWeight: 700,
  color: '#fff',
  textDecoration: 'none',
  textAlign: 'center',
  background: `linear-gradient(135deg, ${colors.accent}, ${colors.accentStrong})`,
  '&:focus-visible': { outline: `3px solid ${colors.accent}`, outlineOffset: 2 },
} as const

export const ghostLinkCss = { ...linkButtonCss, background: 'transparent', border: `1px solid ${colors.border}` } as const
