import { useAllowedEmbed } from '../lib/allowed-embed'
import type { ItemMedia } from '../lib/item-media'

/**
 * An item's media in a dialog or a card: its own file in the browser's player, or the outside
 * page in a frame (its host must be allowed by the CSP: Site settings' embed hosts).
 */
export function ItemVideo({ media, title, autoPlay = false }: { media: ItemMedia; title: string; autoPlay?: boolean }) {
  // An outside host the site does not allow (Site settings › video hosts) would be refused by the
  // CSP: a readable link instead of a blank frame or a silent player.
  const allowed = useAllowedEmbed('video', media.src)
  if (!allowed) {
    return (
      <p css={{ margin: 0, padding: '1.5rem', background: '#111', color: '#fff', height: '100%', boxSizing: 'border-box' }}>
        This video opens on its own site:{' '}
        <a href={media.src} target="_blank" rel="noopener noreferrer" css={{ color: '#fff', textDecoration: 'underline' }}>
          watch {title}
        </a>
        .
      </p>
    )
  }
  if (media.kind === 'file') {
    // Muted when it starts by itself: browsers refuse sound without a gesture on the video.
    return (
      <video
        src={media.src}
        controls
        autoPlay={autoPlay}
        muted={autoPlay}
        playsInline
        aria-label={title}
        css={{ display: 'block', width: '100%', height: '100%', background: '#000' }}
      />
    )
  }
  return (
    <iframe
      src={media.src}
      title={title}
      loading="lazy"
      allow="autoplay; fullscreen"
      css={{ display: 'block', width: '100%', height: '100%', border: 0 }}
    />
  )
}
