import type { Home } from '../../../cms/payload-types'
import { Button } from '../../ui/Button'
import { CtaRow, Paragraphs, Section } from './Section'

export function SalesLetter({ content }: { content: Home['sales_letter'] }) {
  return (
    <Section id="sales-letter" heading={content.heading}>
      <Paragraphs items={content.paragraphs} />
    </Section>
  )
}

export function OriginStory({ content, onCta }: { content: Home['origin_story']; onCta: () => void }) {
  return (
    <Section id="origin-story" heading={content.heading} tone="raised">
      <Paragraphs items={content.paragraphs} />
      <CtaRow>
        <Button type="button" onClick={onCta}>
          {content.cta_label}
        </Button>
      </CtaRow>
    </Section>
  )
}
