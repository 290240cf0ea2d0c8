import type { PlanCell } from '../../cms/payload-types'
import { colors } from './theme'

/** One plan's cell of a comparison table: its text, or a ✓ / ✗ named for screen readers. */
export function PlanCellMark({
  cell,
  includedLabel,
  notIncludedLabel,
}: {
  cell: PlanCell
  includedLabel: string
  notIncludedLabel: string
}) {
  if (cell.kind === 'yes')
    return (
      <span role="img" aria-label={includedLabel} css={{ color: colors.success, fontWeight: 800 }}>
        ✓
      </span>
    )
  if (cell.kind === 'no')
    return (
      <span role="img" aria-label={notIncludedLabel} css={{ color: colors.muted }}>
        ✗
      </span>
    )
  return <>{cell.text}</>
}
