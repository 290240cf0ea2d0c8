import { contentSeed } from './types'

/**
 * The 9-step framework; the letters spell BLUEPRINT (spec: "a 9-step framework with an
 * acronym"). Words and copy are ours (docs/decisions/010).
 */
export const frameworkSteps = contentSeed({
  collection: 'framework-steps',
  key: 'word',
  docs: () => [
    {
      letter: 'B',
      word: 'Brand',
      description: "Put your agency's name, logo and colours on the client portal, the CRM and every report in one afternoon.",
      principle: 'Clients buy from a brand, not from a vendor.',
      benefit: 'Look like a 50-person agency from day one.',
    },
    {
      letter: 'L',
      word: 'Leverage',
      description: 'Hand fulfilment to our local-SEO specialists, who work with you and your client in a three-way chat.',
      principle: 'Own the relationship, outsource the labour.',
      benefit: 'Take on new clients without hiring.',
    },
    {
      letter: 'U',
      word: 'Uncover',
      description: 'Find local businesses that are invisible on the map and losing calls, with the audit template.',
      principle: 'Sell to a problem the prospect can see.',
      benefit: 'A pipeline of prospects who already need you.',
    },
    {
      letter: 'E',
      word: 'Engage',
      description: 'Let AI voice agents answer and follow up every call, so no lead goes cold.',
      principle: 'Speed to lead wins the deal.',
      benefit: 'More booked calls with less admin.',
    },
    {
      letter: 'P',
      word: 'Price',
      description: 'Package the service at roughly 10 times your delivery cost, on a monthly retainer.',
      principle: 'Price on value, not on hours.',
      benefit: 'Margins that pay for your growth.',
    },
    {
      letter: 'R',
      word: 'Rank',
      description: 'Launch the maps-ranking campaign and let the client watch the climb in their portal.',
      principle: 'Results are the best retention tool.',
      benefit: 'Clients see proof within weeks.',
    },
    {
      letter: 'I',
      word: 'Integrate',
      description: 'Connect the branded CRM, snapshots and automations so onboarding runs itself.',
      principle: 'Systems before staff.',
      benefit: 'Set up a new client in under an hour.',
    },
    {
      letter: 'N',
      word: 'Nurture',
      description: 'Send monthly ROI reports and hold quarterly reviews that turn clients into referrers.',
      principle: 'Retention compounds.',
      benefit: 'Longer contracts and warm referrals.',
    },
    {
      letter: 'T',
      word: 'Track',
      description: 'Measure revenue, margin and churn every month, and double down on the offers that pay.',
      principle: 'What gets measured gets scaled.',
      benefit: 'A clear path from $10K to $50K a month.',
    },
  ],
})
