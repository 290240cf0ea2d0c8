import type { ReactNode } from 'react'

/**
 * A wide table on a narrow screen scrolls sideways in its own box, not the whole admin page. The
 * box takes the keyboard's focus so it scrolls without a mouse too (WCAG 2.1.1).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </div>
  )
}
