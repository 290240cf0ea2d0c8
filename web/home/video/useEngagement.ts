import { useRef, useState } from 'react'
import { fill, pickRandom, splitEmojis, type Milestone } from './engagement'
import { useLatest, useRandomTicker, useTimeouts } from './timing'
import { useLiveProof } from './useLiveProof'

/** The hero video's engagement, as the CMS sets it (GatedVideoPlayer's `engagement`). */
export type EngagementSettings = {
  /** The viewer count shows only from this many real viewers on (docs/decisions/117). */
  viewersMin: number
  /** '{count} watching now' */
  viewersLabel: string
  /** Real purchases of the last 7 days, or none: the marketer's switch. */
  joinedEnabled: boolean
  joinedIntervalMinSeconds: number
  joinedIntervalMaxSeconds: number
  /** '{name} from {city} just joined' */
  joinedTemplate: string
  /** '{name} just joined', when the city is not known */
  joinedTemplateNoCity: string
  /** One of these is chosen per floating emoji. */
  emojis: string
  /** How long each floating emoji lasts. */
  emojiSeconds: number
  /** Shown while the displayed progress is within [fromPercent, toPercent]. */
  milestones: Milestone[]
  /** 'N spots left this week', or empty: no badge (docs/decisions/082). */
  spotsLeftBadge: string
}

export type FloatingEmoji = { id: number; char: string; leftPercent: number; drift: number }
export type JoinedBubble = { id: number; text: string }

/** A floating emoji is spawned every 2-4 s while the video plays. */
const EMOJI_SPAWN_MIN_SECONDS = 2
const EMOJI_SPAWN_MAX_SECONDS = 4
const MAX_EMOJIS = 8
/** How long a 'joined' bubble stays (shorter than the smallest gap between two). */
const JOINED_VISIBLE_MS = 4000

/** The engagement of the hero video (spec section 9): the real viewer count, real 'joined' bubbles, floating emojis. */
export function useEngagement(engagement: EngagementSettings, playing: boolean) {
  const latest = useLatest(engagement)
  const { viewers, takeJoined } = useLiveProof({ viewersMin: engagement.viewersMin, joins: engagement.joinedEnabled })
  const [emojis, setEmojis] = useState<FloatingEmoji[]>([])
  const [joined, setJoined] = useState<JoinedBubble | null>(null)
  const nextId = useRef(0)
  const later = useTimeouts()

  useRandomTicker(engagement.joinedEnabled, engagement.joinedIntervalMinSeconds, engagement.joinedIntervalMaxSeconds, () => {
    const e = latest.current
    const who = takeJoined()
    if (!who) return
    const id = ++nextId.current
    setJoined({
      id,
      text: who.city ? fill(e.joinedTemplate, { name: who.name, city: who.city }) : fill(e.joinedTemplateNoCity, { name: who.name }),
    })
    const visibleMs = Math.min(JOINED_VISIBLE_MS, e.joinedIntervalMinSeconds * 1000 * 0.8)
    later(() => setJoined((current) => (current?.id === id ? null : current)), visibleMs)
  })

  useRandomTicker(playing && splitEmojis(engagement.emojis).length > 0, EMOJI_SPAWN_MIN_SECONDS, EMOJI_SPAWN_MAX_SECONDS, () => {
    const e = latest.current
    const char = pickRandom(splitEmojis(e.emojis), Math.random())
    if (!char) return
    const id = ++nextId.current
    const emoji: FloatingEmoji = { id, char, leftPercent: 62 + Math.random() * 30, drift: Math.random() * 40 - 20 }
    setEmojis((list) => [...list, emoji].slice(-MAX_EMOJIS))
    later(() => setEmojis((list) => list.filter((item) => item.id !== id)), e.emojiSeconds * 1000)
  })

  return { viewers, emojis, joined }
}
