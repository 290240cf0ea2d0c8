import { fillTemplate } from '../../../contracts/fill-template'
import { Dialog } from '../../ui/Dialog'
import { colors } from '../../ui/theme'
import type { DemoVideo, Home } from '../../../cms/payload-types'
import { formatDollars } from '../roi'
import type { ItemMedia } from '../../lib/item-media'
import { ItemVideo } from '../../ui/ItemVideo'

/** What the dialog shows of a row's demo video (the row carries copies of these fields): its own media. */
export type RowDemo = Pick<DemoVideo, 'title' | 'description' | 'price_claim'> & { media: ItemMedia }

/** The demo video of a comparison row, or the website-development offer (lazy-loaded). */
export default function ComparisonDialogs({
  open,
  websiteDev,
  onClose,
}: {
  open: { kind: 'demo'; video: RowDemo } | { kind: 'website' }
  websiteDev: Home['comparison']['website_dev']
  onClose: () => void
}) {
  if (open.kind === 'website') {
    return (
      <Dialog open onOpenChange={(o) => !o && onClose()} title={websiteDev.title} description={websiteDev.text}>
        <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 10 }}>
          <li css={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>{websiteDev.starter_label}</span>
            <strong>{fillTemplate(websiteDev.price_from_label, { amount: formatDollars(websiteDev.starter_price) })}</strong>
          </li>
          <li css={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>{websiteDev.premium_label}</span>
            <strong>{fillTemplate(websiteDev.price_from_label, { amount: formatDollars(websiteDev.premium_price) })}</strong>
          </li>
        </ul>
      </Dialog>
    )
  }
  const { video } = open
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={video.title} description={video.description ?? undefined} width={820}>
      <div css={{ aspectRatio: '16 / 9', background: '#000', borderRadius: 12, overflow: 'hidden' }}>
        <ItemVideo media={video.media} title={video.title} autoPlay />
      </div>
      {video.price_claim ? <p css={{ margin: '14px 0 0', color: colors.success, fontWeight: 700 }}>{video.price_claim}</p> : null}
    </Dialog>
  )
}
