import { keyframes } from '@emotion/react'
import { colors } from './theme'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

/** A loading spinner; `inline` leaves out the page-high box (a spinner inside a panel). */
export function Spinner({ label = 'Loading', inline = false }: { label?: string; inline?: boolean }) {
  return (
    <div role="status" aria-label={label} css={{ display: 'grid', placeItems: 'center', minHeight: inline ? undefined : '60vh' }}>
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
