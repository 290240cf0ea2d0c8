/**
 * The home page's words. The spec gives the scarcity line and the main call to action
 * word for word; it gives no hero headline, so docs/decisions/006 records the one chosen.
 */
export const homeContent = {
  header: { scarcity_line: 'Only 12 agencies accepted this month' },
  hero: {
    headline: 'Resell Done-For-You Local SEO at 10x Your Delivery Cost',
    subheadline:
      'The white-label platform and $4M+ framework that helped 150+ agencies scale to $50K/month, while our experts do the fulfilment in a three-way chat with your clients.',
    cta_label: 'UNLOCK THE COMPLETE BLUEPRINT',
  },
  footer: { note: 'Agency Blueprint. All rights reserved.' },
}
