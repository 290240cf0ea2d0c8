import { colors } from '../ui/theme'
import type { Specialist } from './survey-content'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()

/** A specialist's photo from the CMS, or their initials. */
export function Avatar({ specialist, size = 48 }: { specialist: Specialist; size?: number }) {
  const avatar = typeof specialist.avatar === 'object' ? specialist.avatar : null
  const box = { width: size, height: size, borderRadius: '50%', flex: 'none' } as const
  if (avatar?.url) return <img src={avatar.url} alt={specialist.name} width={size} height={size} css={{ ...box, objectFit: 'cover' }} />
  return (
    <span
      aria-hidden="true"
      css={{
        ...box,
        display: 'inline-grid',
        placeItems: 'center',
        fontWeight: 700,
        fontSize: size * 0.36,
        color: '#fff',
        background: `linear-gradient(135deg, ${colors.accent}, ${colors.accentStrong})`,
        border: `2px solid ${colors.border}`,
      }}
    >
      {initials(specialist.name)}
    </span>
  )
}
