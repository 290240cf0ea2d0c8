import { useEffect, useState } from 'react'
import { useAllowedEmbed } from '../lib/allowed-embed'
import { colors } from './theme'

export type BookingEmbedCopy = { embed_title: string; fallback_text: string; fallback_link_label: string; open_label: string }

/** How long a booking widget may take to load before the written fallback shows. */
const LOAD_TIMEOUT_MS = 10_000

/**
 * A booking widget from site settings in a frame of fixed height (no layout shift), with a
 * readable fallback (the words and a mail link to support) when no widget is set, its host is
 * not an allowed booking host, or the frame does not load; a link opens the widget in a tab of
 * its own either way.
 */
export function BookingEmbed({
  url: configuredUrl,
  copy,
  supportEmail,
}: {
  url: string | null | undefined
  copy: BookingEmbedCopy
  supportEmail: string
}) {
  const url = useAllowedEmbed('booking', configuredUrl)
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  useEffect(() => {
    if (!url) return
    const timer = window.setTimeout(() => setState((current) => (current === 'loading' ? 'failed' : current)), LOAD_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [url])

  const fallback = (
    <div role="note" css={{ padding: 24, borderRadius: 12, border: `1px dashed ${colors.border}`, textAlign: 'center' }}>
      <p css={{ margin: '0 0 12px', color: colors.text }}>{copy.fallback_text}</p>
      <a href={`mailto:${supportEmail}`} css={{ color: colors.accentText, fontWeight: 700 }}>
        {copy.fallback_link_label}
      </a>
    </div>
  )
  if (!url) return fallback
  return (
    <div>
      {state === 'failed' ? (
        fallback
      ) : (
        <iframe
          src={url}
          title={copy.embed_title}
          loading="lazy"
          onLoad={() => setState('loaded')}
          css={{ display: 'block', width: '100%', height: 640, border: 0, borderRadius: 12, background: '#fff' }}
        />
      )}
      <p css={{ margin: '12px 0 0', textAlign: 'center' }}>
        <a href={url} target="_blank" rel="noopener noreferrer" css={{ color: colors.accentText }}>
          {copy.open_label}
        </a>
      </p>
    </div>
  )
}
