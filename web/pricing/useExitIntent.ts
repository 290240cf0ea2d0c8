import { useEffect, useRef } from 'react'

const SHOWN_KEY = 'exit_intent_shown'

export type ExitIntentTriggers = { desktopDelayMs: number; mobileDelayMs: number; mobileScrollPercent: number }

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === 'true'
  } catch {
    return false
  }
}

function rememberShown(): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, 'true')
  } catch {
    /* storage unavailable: once per page load then */
  }
}

/** How far down the page the visitor has scrolled, 0-100. */
function scrolledPercent(): number {
  const room = document.documentElement.scrollHeight - window.innerHeight
  return room <= 0 ? 100 : (window.scrollY / room) * 100
}

/**
 * The exit-intent trigger of spec section 9, once per session: on desktop after the delay,
 * when the mouse leaves the page through its top edge; on a phone (coarse pointer or narrow
 * screen) after its longer delay, once the visitor has scrolled past the given depth.
 */
export function useExitIntent(triggers: ExitIntentTriggers | null, onTrigger: () => void): void {
  const trigger = useRef(onTrigger)
  trigger.current = onTrigger
  useEffect(() => {
    if (!triggers || shownThisSession()) return
    const mobile = window.matchMedia('(pointer: coarse), (max-width: 767px)').matches
    let armed = false
    const fire = () => {
      if (!armed || shownThisSession()) return
      rememberShown()
      stop()
      trigger.current()
    }
    const onMouseOut = (event: MouseEvent) => {
      if (!event.relatedTarget && event.clientY <= 0) fire()
    }
    const onScroll = () => {
      if (scrolledPercent() > triggers.mobileScrollPercent) fire()
    }
    const timer = window.setTimeout(
      () => {
        armed = true
        if (mobile) onScroll()
      },
      mobile ? triggers.mobileDelayMs : triggers.desktopDelayMs,
    )
    if (mobile) window.addEventListener('scroll', onScroll, { passive: true })
    else document.addEventListener('mouseout', onMouseOut)
    function stop() {
      window.clearTimeout(timer)
      window.removeEventListener('scroll', onScroll)
      document.removeEventListener('mouseout', onMouseOut)
    }
    return stop
  }, [triggers])
}
