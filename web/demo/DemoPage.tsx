import { Link } from 'react-router-dom'
import { useContent } from '../lib/initial-data'
import { BookingEmbed } from '../ui/BookingEmbed'
import { colors, container } from '../ui/theme'

/** Demo booking (/getdemo and /get-demo): the booking widget of site settings, or its readable fallback. */
export function DemoPage() {
  const content = useContent('demo-page')
  const settings = useContent('site-settings')
  if (!content) return null
  return (
    <main css={{ ...container, maxWidth: 880, paddingTop: 64, paddingBottom: 80 }}>
      <h1 css={{ fontSize: 'clamp(32px, 5vw, 44px)', margin: '0 0 12px', textAlign: 'center' }}>{content.heading}</h1>
      <p css={{ margin: '0 auto 32px', maxWidth: 640, color: colors.muted, fontSize: 18, textAlign: 'center' }}>{content.text}</p>
      <BookingEmbed url={settings?.embeds?.booking_widget_url} copy={content} supportEmail={settings?.support_email ?? ''} />
      <p css={{ marginTop: 32, textAlign: 'center' }}>
        <Link to="/" css={{ color: colors.accentText, fontWeight: 600 }}>
          {content.home_label}
        </Link>
      </p>
    </main>
  )
}
