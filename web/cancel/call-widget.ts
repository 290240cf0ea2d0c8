const DISMISSED_UNTIL_KEY = 'call_widget_dismissed_until'

/** Whether the call widget was dismissed less than its dismissal period ago (kept locally). */
export function callWidgetDismissed(now: number, storage: Pick<Storage, 'getItem'> | null): boolean {
  const until = Number(storage?.getItem(DISMISSED_UNTIL_KEY))
  return Number.isFinite(until) && until > now
}

export function dismissCallWidget(hours: number, now: number, storage: Pick<Storage, 'setItem'> | null): void {
  storage?.setItem(DISMISSED_UNTIL_KEY, String(now + hours * 3600_000))
}

export function localStore(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}
