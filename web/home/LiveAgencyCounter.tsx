import { fillTemplate } from '../../contracts/fill-template'
import { colors } from '../ui/theme'

/**
 * '{count} agencies joined this week': the plans really sold this week (docs/decisions/082),
 * as the server read them; nothing while the label is empty or none has sold.
 */
export function LiveAgencyCounter({ label, count }: { label: string | null | undefined; count: number | null | undefined }) {
  if (!label || !count) return null
  return (
    <span
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        padding: '6px 12px',
        borderRadius: 999,
        background: colors.surfaceRaised,
        fontWeight: 600,
      }}
    >
      <span aria-hidden="true" css={{ width: 8, height: 8, borderRadius: '50%', background: colors.success }} />
      <span data-testid="live-agency-count">{fillTemplate(label, { count })}</span>
    </span>
  )
}
