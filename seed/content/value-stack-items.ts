import { contentSeed } from './types'

/**
 * The value stack (spec section 9): nine items whose monthly values are
 * 997 + 597 + 497 + 797 + 297 + 397 + 497 + 397 + 497 = $4,973 per month. The item names
 * are ours, taken from the features the spec promises (docs/decisions/010).
 */
export const valueStackItems = contentSeed({
  collection: 'value-stack-items',
  key: 'item_name',
  docs: () => [
    { item_name: 'Done-for-you local-SEO fulfilment by our experts', monthly_value: 997 },
    { item_name: 'White-label client portal', monthly_value: 597 },
    { item_name: 'Branded CRM with sub-accounts', monthly_value: 497 },
    { item_name: 'AI voice agents that answer every call', monthly_value: 797 },
    { item_name: 'Three-way chat with your clients and our experts', monthly_value: 297 },
    { item_name: 'Weekly live coaching calls', monthly_value: 397 },
    { item_name: 'Sales system and closing scripts', monthly_value: 497 },
    { item_name: 'Automation workflows and snapshots', monthly_value: 397 },
    { item_name: 'Client ROI reporting dashboards', monthly_value: 497 },
  ],
})
