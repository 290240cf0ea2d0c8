import { Global } from '@emotion/react'
import { Toaster as Sonner } from 'sonner'
import { useContent } from '../lib/initial-data'

/**
 * Sonner's rich colours in the light theme are 3.1–4.4:1 against their backgrounds, and its
 * close button is 20 px: darker texts (WCAG AA, 5.7:1 and more) and a 24 px target. The dark
 * theme's texts already pass.
 */
const accessibleToasts = {
  'html [data-sonner-toaster][data-sonner-theme=light]': {
    '--success-text': 'hsl(140, 100%, 22%)',
    '--info-text': 'hsl(210, 92%, 38%)',
    '--warning-text': 'hsl(31, 92%, 28%)',
    '--error-text': 'hsl(360, 100%, 38%)',
  },
  'html [data-sonner-toaster] [data-sonner-toast] [data-close-button]': { width: 24, height: 24 },
}

/** Notification toasts: 3 at once, 4 s each, bottom-right, in the CMS theme (system by default). */
export function Toaster() {
  const settings = useContent('site-settings')
  return (
    <>
      <Global styles={accessibleToasts} />
      <Sonner position="bottom-right" visibleToasts={3} duration={4000} theme={settings?.theme ?? 'system'} richColors closeButton />
    </>
  )
}
