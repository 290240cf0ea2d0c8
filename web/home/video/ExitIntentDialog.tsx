import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { colors } from '../../ui/theme'

/**
 * 'Wait! Don't Leave Yet!' (spec section 2). Every way of closing it (its button, Escape,
 * the × or a click outside) is 'Continue Watching'. Loaded on demand, so the player's own
 * chunk stays small.
 */
export default function ExitIntentDialog({
  copy,
  container,
  onContinue,
}: {
  copy: { exitTitle: string; exitText: string; continueLabel: string }
  /** The player in fullscreen, where only it is shown; else the page. */
  container: HTMLElement | null
  onContinue: () => void
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onContinue()}
      title={<span css={{ color: colors.warning }}>{copy.exitTitle}</span>}
      description={copy.exitText}
      width={440}
      container={container}
    >
      <Button type="button" onClick={onContinue} css={{ width: '100%' }}>
        {copy.continueLabel}
      </Button>
    </Dialog>
  )
}
