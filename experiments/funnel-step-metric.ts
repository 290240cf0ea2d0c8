import { z } from 'zod'
import { FUNNEL_STEPS, FUNNELS } from '../contracts/funnel-report'
import type { MetricInput } from './schema'

/**
 * Funnel goals (issue 28, point 7; docs/decisions/086): a step of the funnel view as an
 * experiment's metric. A unit converts when it reaches the step at or after its first exposure:
 * the step's own rows, as funnel-report counts them in any order (a funnel event of that step,
 * a succeeded payment, a paid order, the bump, the accepted upsell), whatever the steps before.
 */
export const funnelStepSource = z
  .object({
    kind: z.literal('funnel-step'),
    funnel: z.enum(FUNNELS),
    /** The step's key in FUNNEL_STEPS (`upsell_accepted`). */
    step: z.string().min(1),
  })
  .refine((source) => FUNNEL_STEPS[source.funnel].some((s) => s.key === source.step), {
    path: ['step'],
    message: 'is not a step of that funnel (contracts/funnel-report.ts)',
  })

export type FunnelStepSource = z.output<typeof funnelStepSource>

/** The metric key of a funnel step: `offer-upsell-accepted`. */
export const funnelStepMetricKey = (funnel: FunnelStepSource['funnel'], step: string) => `${funnel}-${step.replaceAll('_', '-')}`

/** Every step of every funnel as a binomial metric, so that any of them can be an experiment's goal. */
export function funnelStepMetrics(): MetricInput[] {
  return FUNNELS.flatMap((funnel) =>
    FUNNEL_STEPS[funnel].map((step) => ({
      key: funnelStepMetricKey(funnel, step.key),
      name: `${funnel === 'home' ? 'Home' : 'Offer'} funnel: ${step.label}`,
      description: `The visitor reached "${step.label}" of the ${funnel} funnel (the funnel view's step) after their first exposure.`,
      type: 'binomial' as const,
      source: { kind: 'funnel-step' as const, funnel, step: step.key },
    })),
  )
}
