import type { ComparisonRow } from '../../cms/payload-types'
import { DEMO } from './demo-videos'
import { contentSeed } from './types'

type PlanCell = ComparisonRow['starter']

const t = (text: string): PlanCell => ({ kind: 'text', text })
const yes: PlanCell = { kind: 'yes' }
const no: PlanCell = { kind: 'no' }

/**
 * The plan table of spec section 9 (Starter / Professional / Enterprise). The four product
 * rows open their demo video. Product names are ours; the spec names them by kind only.
 */
export const comparisonRows = contentSeed({
  collection: 'comparison-rows',
  key: 'name',
  docs: ({ id }) => [
    { name: 'Active white-label accounts', starter: t('Up to 5'), professional: t('Up to 20'), enterprise: t('Unlimited') },
    { name: 'CRM sub-accounts', starter: t('5'), professional: t('Unlimited'), enterprise: t('Unlimited') },
    {
      name: 'AI voice agents',
      starter: t('Up to 5'),
      professional: t('Up to 20'),
      enterprise: t('Unlimited'),
      demo_video: id('demo-videos', DEMO.voice),
    },
    { name: 'Coaching calls', starter: t('1 per week'), professional: t('2 per week'), enterprise: t('5 per week') },
    { name: 'Three-way chat', starter: yes, professional: yes, enterprise: yes },
    { name: 'Client portal', starter: yes, professional: yes, enterprise: yes },
    { name: 'Local maps ranking', starter: no, professional: yes, enterprise: yes, demo_video: id('demo-videos', DEMO.maps) },
    { name: 'Snapshots', starter: no, professional: yes, enterprise: yes },
    { name: 'ROI reporting', starter: no, professional: yes, enterprise: yes },
    { name: 'Dedicated account manager', starter: no, professional: yes, enterprise: yes },
    { name: 'Onboarding', starter: no, professional: yes, enterprise: yes },
    { name: 'Compliance-ready infrastructure', starter: no, professional: yes, enterprise: yes },
    { name: 'Sales system', starter: no, professional: yes, enterprise: no },
    { name: 'Search visibility', starter: no, professional: no, enterprise: yes, demo_video: id('demo-videos', DEMO.search) },
    { name: 'Lead tracking', starter: no, professional: no, enterprise: yes, demo_video: id('demo-videos', DEMO.leads) },
    { name: 'Priority phone and chat support', starter: no, professional: no, enterprise: yes },
    { name: 'Governance packs', starter: no, professional: no, enterprise: yes },
    { name: 'Multi-location scaling', starter: no, professional: no, enterprise: yes },
  ],
})
