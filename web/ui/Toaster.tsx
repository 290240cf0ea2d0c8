import { Toaster as Sonner } from 'sonner'
import { useContent } from '../lib/initial-data'

/** Notification toasts: 3 at once, 4 s each, bottom-right, in the CMS theme (system by default). */
export function Toaster() {
  const settings = useContent('site-settings')
  return <Sonner position="bottom-right" visibleToasts={3} duration={4000} theme={settings?.theme ?? 'system'} richColors closeButton />
}
