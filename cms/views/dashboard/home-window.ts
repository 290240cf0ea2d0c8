/** The two periods the admin home counts over, each from its start (ISO, UTC) to now. */
export type HomeWindow = { today: string; week: string }

/** Today from midnight UTC; this week from Monday midnight UTC (ISO 8601 weeks). */
export function homeWindow(now: Date): HomeWindow {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const daysSinceMonday = (now.getUTCDay() + 6) % 7
  return { today: new Date(today).toISOString(), week: new Date(today - daysSinceMonday * 86_400_000).toISOString() }
}
