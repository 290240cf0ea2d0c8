import { COPY_ANGLES, type CopyAngle, type CopySlot } from '../../contracts/copy-lab'
import { AppError } from '../../contracts/errors'
import { copyShapeOf, renderInStyle } from './copy-shape'
import { DEFAULT_ANGLES, RATIONALES, slotKindOf, TEMPLATES } from './offline-templates'
import { proposalProblem } from './proposal-problem'
import { bareWords, normalWords, type WrittenVariant } from './writer'

/** Where the offline writer's drafts say they came from (copy-variants.source). */
export const OFFLINE_WRITER_SOURCE = 'offline writer · templates v2'

/** Words of a brief that ask for an angle ("more urgency", "add social proof", "a guarantee"). */
const ANGLE_WORDS: Record<CopyAngle, RegExp> = {
  'social-proof': /social[\s-]*proof|testimonial|peers|others/,
  urgency: /urgen|scarc|hurry|deadline|fomo|act now/,
  specificity: /specific|concrete|detail|numbers|precise/,
  'risk-reversal': /risk|guarantee|refund|money[\s-]*back/,
  curiosity: /curio|intrigu|myster|teas/,
  outcome: /outcome|result|benefit|transformation/,
  authority: /authorit|expert|credib|proven/,
}

/** The angles the brief names, in the order it names them, then the slot kind's usual order. */
function anglesFor(kind: keyof typeof DEFAULT_ANGLES, brief: string | undefined): CopyAngle[] {
  const text = brief?.toLowerCase() ?? ''
  const asked = COPY_ANGLES.map((angle) => ({ angle, at: text.search(ANGLE_WORDS[angle]) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ angle }) => angle)
  return [...new Set([...asked, ...DEFAULT_ANGLES[kind]])]
}

/**
 * The writer without a model (no OPENAI_API_KEY): three variants of the slot's published words
 * on three different angles, from several templates per angle that rebuild the original's own
 * phrase (never the whole headline with words put before it), in its case style, with its
 * placeholders, within the slot's length and the length the brief asks for. Each differs from
 * the original and from `avoid` (words tried or proposed before). The same input gives the same three.
 */
export function writeOfflineVariants({
  slot,
  original,
  brief,
  avoid = [],
}: {
  slot: CopySlot
  original: string
  brief?: string
  avoid?: string[]
}): WrittenVariant[] {
  const kind = slotKindOf(slot)
  const shape = copyShapeOf(original, { keepTail: kind !== 'paragraph' })
  const taken = new Set([original, ...avoid].map(normalWords))
  // A headline or button made of an imperative is rebuilt, not repeated whole inside the variant;
  // a subject line keeps what the e-mail is about and gives another reason to open it.
  const whole = (kind === 'headline' || kind === 'button') && shape.action ? bareWords(shape.action) : null
  const variants: WrittenVariant[] = []
  for (const angle of anglesFor(kind, brief)) {
    const candidates = TEMPLATES[kind][angle].flatMap((template) => template(shape)).filter((body): body is string => !!body)
    const text = candidates
      .map((body) => renderInStyle(shape, body))
      .find(
        (words) =>
          !taken.has(normalWords(words)) &&
          !(whole && bareWords(words).includes(whole)) &&
          proposalProblem(slot, original, words, brief) === null,
      )
    if (!text) continue
    taken.add(normalWords(text))
    variants.push({ text, angle, rationale: RATIONALES[angle] })
    if (variants.length === 3) return variants
  }
  throw new AppError(
    'COPY_WRITER_FAILED',
    `The offline writer has no three new variants of the ${slot.label.toLowerCase()} that fit. Write your own, or set OPENAI_API_KEY. Nothing was saved.`,
  )
}
