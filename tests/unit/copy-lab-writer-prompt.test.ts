import { describe, expect, it } from 'vitest'
import { COPY_SLOTS } from '../../contracts/copy-lab'
import { copyWriterInput, modelWriterSource } from '../../server/copy-lab/openai-writer'

describe('what the copy writer is told', () => {
  it('gives the slot, its page, the published words, the limit, the placeholders and the brief', () => {
    const input = copyWriterInput({
      slot: COPY_SLOTS['offer-cta'],
      original: 'Get Instant Access Now - Only {price}',
      brief: '  more urgency ',
      tried: [],
    })
    expect(input.split('\n')).toEqual([
      'Slot: Offer call to action (offer-cta), on the page /offer; a test counts purchase.',
      'Published words: "Get Instant Access Now - Only {price}"',
      'Length limit: at most 40 characters.',
      'Placeholders to keep: {price}.',
      "Marketer's brief: more urgency.",
      'Tried before: nothing yet.',
      'Waiting for review or in a test: nothing.',
    ])
  })

  it('lists the words waiting for review or in a test, at most 20, so they are not proposed again', () => {
    const waiting = Array.from({ length: 25 }, (_, i) => `Draft number ${i + 1}`)
    const input = copyWriterInput({ slot: COPY_SLOTS['home-cta'], original: 'UNLOCK THE COMPLETE BLUEPRINT', tried: [], waiting })
    const lines = input.split('\n')
    const from = lines.indexOf('Waiting for review or in a test, newest first:')
    expect(from).toBeGreaterThan(0)
    expect(lines.slice(from + 1)).toEqual(waiting.slice(0, 20).map((text) => `- "${text}"`))
  })

  it('lists what earlier tests found, newest first, with their uplift', () => {
    const input = copyWriterInput({
      slot: COPY_SLOTS['home-headline'],
      original: 'Resell Done-For-You Local SEO at 10x Your Delivery Cost',
      tried: [
        { text: 'Join 150+ Agencies Reselling Local SEO', status: 'won', uplift: 0.124 },
        { text: 'Local SEO, Resold', status: 'lost', uplift: -0.035 },
        { text: 'Stop Doing Client Work', status: 'inconclusive', uplift: null },
        { text: 'SEO Money Machine', status: 'rejected', uplift: null },
      ],
    })
    expect(input).toContain('Placeholders to keep: none.')
    expect(input).toContain("Marketer's brief: none.")
    expect(input).toContain(
      [
        'Tried before, newest first:',
        '- "Join 150+ Agencies Reselling Local SEO": won, uplift +12.4%',
        '- "Local SEO, Resold": lost, uplift -3.5%',
        '- "Stop Doing Client Work": inconclusive',
        '- "SEO Money Machine": rejected by a marketer, never tested',
      ].join('\n'),
    )
  })

  it('names the model and the prompt version as the drafts’ source', () => {
    expect(modelWriterSource('gpt-4.1-mini')).toBe('gpt-4.1-mini · prompt copy-lab-v3')
  })
})
