import type { ButtonHTMLAttributes } from 'react'
import { colors } from './theme'

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'ghost' }

export function Button({ variant = 'primary', ...props }: Props) {
  return (
    <button
      {...props}
      css={{
        cursor: 'pointer',
        border: variant === 'primary' ? 'none' : `1px solid ${colors.border}`,
        borderRadius: 10,
        padding: '14px 22px',
        fontSize: 16,
        fontWeight: 700,
        color: '#fff',
        background: variant === 'primary' ? `linear-gradient(135deg, ${colors.accent}, ${colors.accentStrong})` : 'transparent',
        '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
        '&:focus-visible': { outline: `3px solid ${colors.accent}`, outlineOffset: 2 },
      }}
    />
  )
}
