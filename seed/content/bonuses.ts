import { paragraphs } from './rich-text'
import { contentSeed } from './types'

/**
 * The bonus stack (spec section 9): 497 + 297 + 197 + 1997 = $2,988, shown with a plus
 * sign, and one bonus valued "Priceless". Titles and descriptions are ours.
 */
export const bonuses = contentSeed({
  collection: 'bonuses',
  key: 'title',
  docs: () => [
    {
      title: 'The BLUEPRINT Playbook',
      description: paragraphs('All nine steps of the framework as checklists, templates and swipe files you can follow from day one.'),
      value: 497,
      priceless: false,
    },
    {
      title: 'Client-Closing Script Vault',
      description: paragraphs('The call scripts, follow-up e-mails and objection answers our members use to sign local-SEO clients.'),
      value: 297,
      priceless: false,
    },
    {
      title: 'Local-SEO Audit Template',
      description: paragraphs(
        'A one-page audit that shows a prospect exactly where they are losing calls on the map, ready to brand as your own.',
      ),
      value: 197,
      priceless: false,
    },
    {
      title: '90-Day Implementation Sprint',
      description: paragraphs(
        'A guided 90-day plan with weekly milestones and reviews that takes you from setup to your first retained clients.',
      ),
      value: 1997,
      priceless: false,
    },
    {
      title: 'Private Community of Agency Owners',
      description: paragraphs('Lifetime access to the members-only community where 300+ agency owners share what is working right now.'),
      value: null,
      priceless: true,
    },
  ],
})
