import { copyTextProblem, type CopySlot } from '../../../contracts/copy-lab'

/**
 * Under a words field: "n / max characters", and why the words cannot run on the slot (the
 * contract's own check, so the screen says what the server would refuse).
 */
export function CharacterCount({ id, slot, published, text }: { id: string; slot: CopySlot; published: string; text: string }) {
  const length = text.trim().length
  const problem = text.trim() ? copyTextProblem(slot, published, text) : null
  return (
    <span id={id} style={{ fontSize: 13, color: problem ? 'var(--theme-error-600, #b42318)' : 'var(--theme-elevation-650)' }}>
      {length} / {slot.maxLength} characters{problem ? `. ${problem}` : ''}
    </span>
  )
}
