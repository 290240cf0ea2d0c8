import type { Pricing } from '../../../cms/payload-types'
import { useSlotCopy } from '../../lib/experiments/slot-copy'
import { Countdown } from '../../ui/Countdown'
import { colors } from '../../ui/theme'

/** The sticky limited-offer bar; its countdown shows on desktop only (spec section 2). */
export function TopBar({ copy, onCta }: { copy: Pricing['top_bar']; onCta: () => void }) {
  const ctaLabel = useSlotCopy('pricing-cta', copy.cta_label)
  return (
    <div
      role="region"
      aria-label={copy.offer_text}
      css={{
        position: 'sticky',
        top: 0,
        zIndex: 20,
        background: 'linear-gradient(90deg, #4c1d95, #7c3aed)',
        color: '#fff',
        borderBottom: `1px solid ${colors.border}`,
      }}
    >
      <div
        css={{
          maxWidth: 1120,
          margin: '0 auto',
          padding: '6px 20px',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 16,
          flexWrap: 'wrap',
          fontSize: 14,
          minHeight: 52,
          '@media (min-width: 1024px)': { flexWrap: 'nowrap' },
        }}
      >
        <strong>{copy.offer_text}</strong>
        <div
          css={{
            display: 'none',
            '@media (min-width: 768px)': { display: 'block' },
            '& strong': { fontSize: 18 },
            '& small': { fontSize: 10, color: '#ddd6fe' },
            '& [role=timer] > span': { minWidth: 40, whiteSpace: 'nowrap' },
          }}
        >
          <Countdown copy={copy.countdown} />
        </div>
        <button
          type="button"
          onClick={onCta}
          css={{
            cursor: 'pointer',
            border: '1px solid rgba(255,255,255,0.6)',
            borderRadius: 8,
            padding: '6px 12px',
            fontWeight: 700,
            whiteSpace: 'nowrap',
            color: '#fff',
            background: 'transparent',
          }}
        >
          {ctaLabel}
        </button>
      </div>
    </div>
  )
}
