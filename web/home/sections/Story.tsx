import type { Home } from '../../../cms/payload-types'
import { Button } from '../../ui/Button'
import { CtaRow, LongCopy, Section } from './Section'

export function SalesLetter({ content }: { content: Home['sales_letter'] }) {
  return (
    <Section id="sales-letter" heading={content.heading}>
      <LongCopy html={content.body_html} />
    </Section>
  )
}

export function OriginStory({ content, onCta }: { content: Home['origin_story']; onCta: () => void }) {
  return (
    <Section id="origin-story" heading={content.heading} tone="raised">
      <LongCopy html={content.body_html} />
      <CtaRow>
        <Button type="button" onClick={onCta}>
          {content.cta_label}
        </Button>
      </CtaRow>
    </Section>
  )
}
