import { bonuses } from './bonuses'
import { comparisonRows } from './comparison-rows'
import { demoVideos } from './demo-videos'
import { faqs } from './faqs'
import { frameworkSteps } from './framework-steps'
import { guaranteeCards } from './guarantee-cards'
import { objections } from './objections'
import { plans } from './plans'
import { testimonials } from './testimonials'
import type { AnyContentSeed } from './types'
import { valueStackItems } from './value-stack-items'
import { winCards } from './win-cards'

/**
 * Every funnel-content collection's seed, in the order they are written: a collection
 * comes after the ones it links to (comparison rows after demo videos).
 */
export const CONTENT_SEEDS: AnyContentSeed[] = [
  testimonials,
  winCards,
  frameworkSteps,
  faqs,
  objections,
  bonuses,
  valueStackItems,
  guaranteeCards,
  demoVideos,
  comparisonRows,
  plans,
]
