/**
 * The first moment at or after `at` inside the hours [fromHour, toHour) of the day in `timeZone`
 * (an unknown zone counts as UTC). Whole hours: the window opens on the hour.
 */
export function nextInWindow(at: Date, { fromHour, toHour, timeZone }: { fromHour: number; toHour: number; timeZone: string }): Date {
  if (fromHour <= 0 && toHour >= 24) return at
  const hourIn = (date: Date): number => {
    try {
      return Number(new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(date))
    } catch {
      return date.getUTCHours()
    }
  }
  const inside = (hour: number) => (fromHour < toHour ? hour >= fromHour && hour < toHour : hour >= fromHour || hour < toHour)
  if (inside(hourIn(at))) return at
  // Step to the next whole hour until the window opens (at most a day of steps).
  const next = new Date(at)
  next.setUTCMinutes(0, 0, 0)
  for (let i = 0; i < 25; i++) {
    next.setUTCHours(next.getUTCHours() + 1)
    if (inside(hourIn(next))) return next
  }
  return at
}
