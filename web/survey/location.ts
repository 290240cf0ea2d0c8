import type { UserLocation } from '../../contracts/survey'
import { callFunction } from '../lib/call-function'

const KEY = 'user_location'

/** "America/New_York" → { city: "New York", region: "America" }: the spec's time-zone fallback. */
export function locationFromTimeZone(timeZone: string | undefined): UserLocation {
  const parts = (timeZone ?? '').split('/').filter(Boolean)
  if (parts.length < 2) return { city: null, region: null }
  return { city: parts.at(-1)!.replace(/_/g, ' '), region: parts[0]!.replace(/_/g, ' ') }
}

function cached(): UserLocation | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    const parsed = raw ? (JSON.parse(raw) as UserLocation) : null
    return parsed?.city ? parsed : null
  } catch {
    return null
  }
}

/**
 * The visitor's city and region for the connecting step: cached in session storage, else
 * get-user-location, else the browser's time-zone name.
 */
export async function userLocation(): Promise<UserLocation> {
  const known = cached()
  if (known) return known
  let location: UserLocation = { city: null, region: null }
  try {
    location = await callFunction('get-user-location', {})
  } catch {
    /* the time zone below */
  }
  if (!location.city) location = locationFromTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone)
  try {
    if (location.city) sessionStorage.setItem(KEY, JSON.stringify(location))
  } catch {
    /* storage refused: asked again next time */
  }
  return location
}
