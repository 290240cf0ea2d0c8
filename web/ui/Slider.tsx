import { colors } from './theme'

/** What a marketer sets for one slider in the CMS: its label and range. */
export type SliderRange = { label: string; min: number; max: number; step: number }

/**
 * A labelled range input with its current value, formatted, beside the label. The label
 * wraps the input, so the input is named by it for screen readers and for tests.
 */
export function Slider({
  range,
  value,
  shown,
  onChange,
  className,
}: {
  range: SliderRange
  value: number
  /** The value as the visitor reads it ('$2,000', '15h', '10x'). */
  shown: string
  onChange: (value: number) => void
  /** From a caller's `css` prop (Emotion), to change the spacing. */
  className?: string
}) {
  return (
    <label className={className} css={{ display: 'block', marginBottom: 16 }}>
      <span css={{ display: 'flex', justifyContent: 'space-between', fontWeight: 600 }}>
        <span>{range.label}</span>
        <output>{shown}</output>
      </span>
      <input
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        css={{ width: '100%', accentColor: colors.accent, marginTop: 8 }}
      />
    </label>
  )
}
