import type { ItemMedia } from '../lib/item-media'

/**
 * An item's media in a dialog or a card: its own file in the browser's player, or the outside
 * page in a frame (its host must be allowed by the CSP: Site settings' embed hosts).
 */
export function ItemVideo({ media, title, autoPlay = false }: { media: ItemMedia; title: string; autoPlay?: boolean }) {
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
