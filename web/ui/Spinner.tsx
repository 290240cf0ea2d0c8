import { keyframes } from '@emotion/react'
import { colors } from './theme'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} css={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <div
        css={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: `4px solid ${colors.border}`,
          borderTopColor: colors.accent,
          animation: `${spin} 0.8s linear infinite`,
        }}
      />
    </div>
  )
}
