import { lazy, Suspense, useState } from 'react'
import { scrollingTableCss, stickyFeatureCss } from '../../ui/scrolling-table'
import { colors } from '../../ui/theme'
import type { ComparisonRow, Home, PlanCell } from '../../../cms/payload-types'
import { PlanCellMark } from '../../ui/PlanCellMark'
import { docs } from '../../lib/relationship-docs'
import type { RowDemo } from './ComparisonDialogs'
import { itemMedia } from '../../lib/item-media'
import { Section } from './Section'

const ComparisonDialogs = lazy(() => import('./ComparisonDialogs'))

const Mark = ({ cell }: { cell: PlanCell }) => <PlanCellMark cell={cell} includedLabel="Included" notIncludedLabel="Not included" />

/** The plan comparison table; rows with a demo open its video, plus the website-development offer. */
export function Comparison({ content, onDemoOpen }: { content: Home['comparison']; onDemoOpen: (row: string) => void }) {
  const [open, setOpen] = useState<{ kind: 'demo'; video: RowDemo } | { kind: 'website' } | null>(null)
  const rows = docs<ComparisonRow>(content.rows)
  const th = { textAlign: 'left' as const, padding: '12px 10px', borderBottom: `1px solid ${colors.border}` }
  const td = { padding: '12px 10px', borderBottom: `1px solid ${colors.border}` }
  if (!rows.length) return null
  return (
    <Section id="comparison" heading={content.heading}>
      <div role="region" aria-label={content.heading} tabIndex={0} css={scrollingTableCss(colors.background)}>
        <table css={{ width: '100%', borderCollapse: 'collapse', minWidth: 560 }}>
          <thead>
            <tr>
              <td css={{ ...th, ...stickyFeatureCss(colors.background) }} />
              <th scope="col" css={th}>
                {content.columns.starter}
              </th>
              <th scope="col" css={th}>
                {content.columns.professional}
              </th>
              <th scope="col" css={th}>
                {content.columns.enterprise}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const media = itemMedia(row.demo_video_file, row.demo_video_url)
              const video: RowDemo | null = media
                ? { title: row.demo_title ?? row.name, description: row.demo_description, media, price_claim: row.demo_price_claim }
                : null
              return (
                <tr key={row.id}>
                  <th scope="row" css={{ ...td, textAlign: 'left', fontWeight: 600, ...stickyFeatureCss(colors.background) }}>
                    {video ? (
                      <button
                        type="button"
                        onClick={() => {
                          onDemoOpen(row.name)
                          setOpen({ kind: 'demo', video })
                        }}
                        css={{
                          background: 'none',
                          border: 'none',
                          padding: 0,
                          color: colors.accentText,
                          cursor: 'pointer',
                          font: 'inherit',
                          textAlign: 'left',
                          textDecoration: 'underline',
                        }}
                      >
                        {row.name}
                      </button>
                    ) : (
                      row.name
                    )}
                    {video ? (
                      <span css={{ display: 'block', fontSize: 13, color: colors.muted, fontWeight: 400 }}>▶ {content.demo_label}</span>
                    ) : null}
                  </th>
                  <td css={td}>
                    <Mark cell={row.starter} />
                  </td>
                  <td css={td}>
                    <Mark cell={row.professional} />
                  </td>
                  <td css={td}>
                    <Mark cell={row.enterprise} />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <p css={{ textAlign: 'center', marginTop: 20 }}>
        <button
          type="button"
          onClick={() => setOpen({ kind: 'website' })}
          css={{
            background: 'none',
            border: `1px solid ${colors.border}`,
            borderRadius: 10,
            padding: '10px 16px',
            color: colors.text,
            cursor: 'pointer',
            fontSize: 16,
          }}
        >
          {content.website_dev_label}
        </button>
      </p>
      {open ? (
        <Suspense fallback={null}>
          <ComparisonDialogs open={open} websiteDev={content.website_dev} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </Section>
  )
}
