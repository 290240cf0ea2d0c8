import { paragraphs } from './rich-text'
import { contentSeed } from './types'

/** The objection FAQ of the home page. Proofs are the spec's own claims (section 1). */
export const objections = contentSeed({
  collection: 'objections',
  key: 'title',
  docs: () => [
    {
      title: "I don't have time",
      objection: "I'm already stretched thin. I don't have time to learn a new system.",
      answer: paragraphs(
        'Setup takes under an hour and our experts do the fulfilment. Once you are running, the platform takes the admin off your plate.',
      ),
      proof: '87% less admin',
    },
    {
      title: "I'm not technical",
      objection: "I can't do SEO myself, so how can I sell it?",
      answer: paragraphs(
        'You never have to. Our specialists do the work in a three-way chat with you and your client; you own the relationship and the margin.',
      ),
      proof: '99% on-time delivery',
    },
    {
      title: 'It costs too much right now',
      objection: '$497 a month is a lot for my agency at the moment.',
      answer: paragraphs(
        'One client at a 10x markup covers the plan several times over, and the 30-day money-back guarantee takes the risk off the table.',
      ),
      proof: '94% see ROI in under 45 days',
    },
    {
      title: 'My clients will find out',
      objection: "Won't my clients notice that someone else does the work?",
      answer: paragraphs(
        'Everything is white-label. The portal, the CRM and the reports carry your brand, and our experts speak for your agency.',
      ),
      proof: '{rating}/5 from {review_count} reviews',
    },
    {
      title: "I've tried courses before",
      objection: "I've bought courses and tools before and nothing stuck.",
      answer: paragraphs(
        'This is not a course. It is a done-for-you service, weekly coaching calls and a 9-step framework, with onboarding that gets you live in days.',
      ),
      proof: '91% of teams onboarded within 7 days',
    },
  ],
})
