import {
  EMBED_HOST_KINDS,
  embedHostProblem,
  embedHostSource,
  type EmbedHostKind,
  type EmbedHosts,
} from '../../collections/SiteSettings/embedHosts'
import { isPublicSuffixWildcard } from '../../collections/SiteSettings/publicSuffixWildcard'

/** Which directives each kind of embed needs, as the product renders it (docs/decisions/056-embed-hosts.md). */
export const EMBED_DIRECTIVES = {
  // Booking calendars and testimonial walls are framed: their scripts run in their own document.
  booking: ['frameSrc'],
  testimonial_widget: ['frameSrc'],
  // A video URL is a player page (framed) or a file the page's own <video> plays.
  video: ['frameSrc', 'mediaSrc'],
} as const satisfies Record<EmbedHostKind, readonly EmbedDirective[]>

type EmbedDirective = 'frameSrc' | 'mediaSrc' | 'scriptSrc' | 'connectSrc'
export type SiteEmbedDirectives = Record<EmbedDirective, string[]>

/**
 * The directives of the public pages that depend on configuration: this origin, plus the
 * hosts a marketer allowed for each kind of embed, plus the live voice's provider when the
 * server has an OpenAI key (`realtimeVoiceOrigin`). Entries that are not valid hosts are
 * dropped and reported in `refused`, so a value written around the admin's check (straight
 * into the database, an old row) still cannot add a directive or a keyword.
 */
export function siteEmbedDirectives({
  embedHosts,
  realtimeVoiceOrigin,
}: {
  embedHosts: Partial<Record<EmbedHostKind, readonly unknown[] | null>>
  realtimeVoiceOrigin: string | null
}): { directives: SiteEmbedDirectives; refused: string[] } {
  const sets: Record<EmbedDirective, Set<string>> = {
    scriptSrc: new Set(),
    frameSrc: new Set(),
    mediaSrc: new Set(['blob:']),
    connectSrc: new Set(),
  }
  const refused: string[] = []
  for (const kind of EMBED_HOST_KINDS) {
    for (const entry of embedHosts[kind] ?? []) {
      // A public-suffix wildcard saved before it was refused (docs/decisions/073) opens nothing either.
      if (typeof entry !== 'string' || embedHostProblem(entry) || isPublicSuffixWildcard(entry)) {
        refused.push(String(entry))
        continue
      }
      for (const directive of EMBED_DIRECTIVES[kind]) sets[directive].add(embedHostSource(entry))
    }
  }
  if (realtimeVoiceOrigin) sets.connectSrc.add(realtimeVoiceOrigin)
  const list = (set: Set<string>) => ["'self'", ...[...set].sort()]
  return {
    directives: {
      scriptSrc: list(sets.scriptSrc),
      frameSrc: list(sets.frameSrc),
      mediaSrc: list(sets.mediaSrc),
      connectSrc: list(sets.connectSrc),
    },
    refused,
  }
}

/** The embed hosts of a Site settings document as read from the database (lists may be null). */
export function embedHostsOf(settings: { embed_hosts?: Partial<Record<EmbedHostKind, unknown>> | null } | null): Partial<EmbedHosts> {
  const hosts: Partial<EmbedHosts> = {}
  for (const kind of EMBED_HOST_KINDS) {
    const list = settings?.embed_hosts?.[kind]
    hosts[kind] = Array.isArray(list) ? list.map(String) : []
  }
  return hosts
}

/**
 * The origin the survey's live voice calls from the browser (server/functions/realtime-voice-session.ts
 * posts the SDP offer to `${baseURL}/realtime/calls`; WebRTC media itself is outside CSP).
 */
export function realtimeVoiceOrigin(baseURL: string | undefined): string | null {
  if (!baseURL) return null
  try {
    return new URL(baseURL).origin
  } catch {
    return null
  }
}
