import { useState } from 'react'
import { CenterPlayButton } from '../video/CenterPlayButton'

/**
 * A video the visitor starts: until the click, a play button named after the video; then the
 * browser's player, playing. The page does not carry the browser's player controls, each of
 * which costs layout and style work while the page loads (docs/decisions/042).
 */
export function ClickToPlayVideo({ src, label }: { src: string; label: string }) {
  const [started, setStarted] = useState(false)
  if (started) return <video src={src} controls autoPlay playsInline css={{ width: '100%', height: '100%' }} aria-label={label} />
  return (
    <div css={{ position: 'relative', width: '100%', height: '100%' }}>
      <CenterPlayButton label={label} onClick={() => setStarted(true)} />
    </div>
  )
}
