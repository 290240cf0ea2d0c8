import { paragraphs } from './rich-text'
import type { GlobalSeedData } from './types'

const PLACEHOLDER =
  'This is a placeholder, not a legal text. Before you take payments, replace it with your own, written or checked by a lawyer for the places where you sell.'

/**
 * The legal pages (issue 31): honest placeholders. They say what the page will cover and that
 * it must be replaced; they promise nothing the business has not decided.
 */
export const legalPagesContent = (): GlobalSeedData<'legal-pages'> => ({
  privacy: {
    title: 'Privacy Policy',
    body: paragraphs(
      PLACEHOLDER,
      'It will say which personal data the site collects (your name, e-mail address and phone number from our forms and checkout, and the answers you give the survey), why, who receives it (our payment provider and e-mail service), how long we keep it, and how to see, correct or delete it.',
      'Until then, write to the address on our Contact page to ask what we hold about you or to have it deleted.',
    ),
  },
  terms: {
    title: 'Terms of Service',
    body: paragraphs(
      PLACEHOLDER,
      'It will set out the terms of using the site and of each purchase: what you buy, how it is delivered, payments, refunds (see our Refund Policy), acceptable use, and the law that applies.',
    ),
  },
  refunds: {
    title: 'Refund Policy',
    body: paragraphs(
      PLACEHOLDER,
      'It will say how to ask for a refund under the guarantee shown on our pages, within which time, and how long a refund takes to reach your card. Until then, write to the address on our Contact page.',
    ),
  },
  contact: {
    title: 'Contact',
    body: paragraphs(
      'This is a placeholder: replace it with your business name, postal address and any other way to reach you that the law where you sell requires.',
      'For questions about an order, a refund or your data, e-mail us:',
    ),
  },
})
