import { useState } from 'react'
import { fillTemplate } from '../../contracts/fill-template'
import { Button } from '../ui/Button'
import { Slider, type SliderRange } from '../ui/Slider'
import { colors } from '../ui/theme'
import { computeRoi, formatDollars, type RoiConstants, type RoiInput } from './roi'
import { useSiteText } from '../lib/site-text'

export type SliderCopy = SliderRange & { default: number }
export type RoiCalculatorCopy = {
  heading: string
  personalized_heading: string
  subheading: string
  clients: SliderCopy
  hours_per_week: SliderCopy
  avg_client_value: SliderCopy
  time_value_label: string
  tools_label: string
  new_revenue_label: string
  total_label: string
  yearly_label: string
  cta_display: string
  cta_interactive: string
  footer_guarantee: string
  footer_setup: string
}

/**
 * The ROI calculator card (spec sections 2 and 9). In interactive mode its call to action
 * opens the ROI lead modal with the computed saving; in display mode it is a plain offer.
 */
export function RoiCalculator({
  copy,
  constants,
  userName,
  onCta,
}: {
  copy: RoiCalculatorCopy
  constants: RoiConstants
  userName?: string
  onCta: (input: RoiInput, totalMonthlyGain: number) => void
}) {
  const [input, setInput] = useState<RoiInput>({
    clients: copy.clients.default,
    hoursPerWeek: copy.hours_per_week.default,
    avgClientValue: copy.avg_client_value.default,
  })
  const site = useSiteText()
  const roi = computeRoi(input, constants)
  const amount = formatDollars(roi.totalMonthlyGain)
  // The section already carries the plain heading; the card greets a visitor by name.
  const heading = userName ? fillTemplate(copy.personalized_heading, { name: userName }) : null

  const slider = (key: keyof RoiInput, range: SliderCopy, format: (n: number) => string) => (
    <Slider
      range={range}
      value={input[key]}
      shown={format(input[key])}
      onChange={(value) => setInput((current) => ({ ...current, [key]: value }))}
      css={{ marginBottom: 18 }}
    />
  )

  return (
    <div
      css={{
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: 20,
        padding: 28,
        maxWidth: 720,
        margin: '0 auto',
      }}
    >
      {heading ? <h3 css={{ margin: '0 0 6px', fontSize: 26 }}>{heading}</h3> : null}
      <p css={{ margin: '0 0 24px', color: colors.muted }}>{copy.subheading}</p>
      {slider('clients', copy.clients, String)}
      {slider('hoursPerWeek', copy.hours_per_week, (n) => `${n}h`)}
      {slider('avgClientValue', copy.avg_client_value, formatDollars)}
      <dl css={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '8px 16px', margin: '8px 0 20px' }}>
        <dt>{copy.time_value_label}</dt>
        <dd css={{ margin: 0, textAlign: 'right' }}>{formatDollars(roi.timeValue)}</dd>
        <dt>{copy.tools_label}</dt>
        <dd css={{ margin: 0, textAlign: 'right' }}>{formatDollars(roi.toolsSavings)}</dd>
        <dt>{copy.new_revenue_label}</dt>
        <dd css={{ margin: 0, textAlign: 'right' }}>{formatDollars(roi.newRevenue)}</dd>
        <dt css={{ fontWeight: 800 }}>{copy.total_label}</dt>
        <dd css={{ margin: 0, textAlign: 'right', fontWeight: 800, color: colors.success }} data-testid="roi-total">
          {amount}
        </dd>
        <dt>{copy.yearly_label}</dt>
        <dd css={{ margin: 0, textAlign: 'right' }}>{formatDollars(roi.yearlyGain)}</dd>
      </dl>
      <Button type="button" css={{ width: '100%' }} onClick={() => onCta(input, roi.totalMonthlyGain)}>
        {fillTemplate(copy.cta_interactive, { amount })}
      </Button>
      <p
        css={{
          display: 'flex',
          justifyContent: 'center',
          gap: 18,
          margin: '14px 0 0',
          color: colors.muted,
          fontSize: 14,
          flexWrap: 'wrap',
        }}
      >
        <span>✓ {site(copy.footer_guarantee)}</span>
        <span>✓ {copy.footer_setup}</span>
      </p>
    </div>
  )
}
