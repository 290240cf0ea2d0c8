import { copyTextProblem, type CopySlot } from '../../contracts/copy-lab'
import { briefLimitsOf } from './brief-limits'

/**
 * Why a writer's proposal may not be saved, or null: the slot's rules (length, placeholders)
 * and the length the marketer's brief asks for. Checked at the save, whichever writer made it.
 */
export function proposalProblem(slot: CopySlot, original: string, text: string, brief?: string): string | null {
  const problem = copyTextProblem(slot, original, text)
  if (problem) return problem
  const { maxLength, maxWords } = briefLimitsOf(brief)
  const trimmed = text.trim()
  if (maxLength !== null && trimmed.length > maxLength)
    return `The text is ${trimmed.length} characters; the brief asks for at most ${maxLength}.`
  const words = trimmed.split(/\s+/).length
  if (maxWords !== null && words > maxWords) return `The text is ${words} words; the brief asks for at most ${maxWords}.`
  return null
}
