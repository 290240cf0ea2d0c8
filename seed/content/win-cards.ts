import { contentSeed } from './types'

/** The three member-win cards (placeholders; docs/decisions/010). */
export const winCards = contentSeed({
  collection: 'win-cards',
  key: 'name',
  docs: () => [
    {
      name: 'Jason T.',
      achievement: 'Signed 14 local-SEO clients without a single hire',
      timeline: '90 days',
      value: '$28,000/month',
      highlight: 'From freelancer to agency owner',
    },
    {
      name: 'Alicia M.',
      achievement: 'Handed fulfilment to the expert team and kept every client',
      timeline: '60 days',
      value: '$19,500/month profit',
      highlight: 'Margin up from 25% to 80%',
    },
    {
      name: 'Derek & Sam K.',
      achievement: 'Crossed $50K a month in recurring revenue',
      timeline: '7 months',
      value: '$52,400/month',
      highlight: 'One of 150+ agencies past the $50K mark',
    },
  ],
})
