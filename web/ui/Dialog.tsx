import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { colors } from './theme'

/**
 * An accessible modal dialog (Radix: focus trap, Escape, labelled by its title).
 * `onOpenChange(false)` is every way of closing: Escape, the overlay, the close button.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  width = 480,
  container,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  width?: number
  /** Where the dialog is rendered; <body> unless given (an element in fullscreen, say). */
  container?: HTMLElement | null
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay css={{ position: 'fixed', inset: 0, background: 'rgba(5,5,12,0.78)', zIndex: 50 }} />
        <RadixDialog.Content
          css={{
            position: 'fixed',
            zIndex: 51,
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: `min(${width}px, calc(100vw - 24px))`,
            maxHeight: 'calc(100vh - 24px)',
            overflowY: 'auto',
            background: colors.surface,
            border: `1px solid ${colors.border}`,
            borderRadius: 16,
            padding: 28,
            color: colors.text,
            boxShadow: '0 24px 80px rgba(0,0,0,0.5)',
          }}
        >
          <RadixDialog.Title css={{ margin: '0 32px 8px 0', fontSize: 24, lineHeight: 1.25 }}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description css={{ margin: '0 0 20px', color: colors.muted }}>{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description css={{ display: 'none' }}>{typeof title === 'string' ? title : ''}</RadixDialog.Description>
          )}
          {children}
          <RadixDialog.Close
            aria-label="Close"
            css={{
              position: 'absolute',
              top: 14,
              right: 14,
              width: 32,
              height: 32,
              borderRadius: 8,
              border: 'none',
              background: 'transparent',
              color: colors.muted,
              fontSize: 22,
              cursor: 'pointer',
            }}
          >
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
