import OpenAI from 'openai'
import { zodTextFormat } from 'openai/helpers/zod'
import { z } from 'zod'
import { COPY_ANGLES, copyAngle, copyTextProblem, placeholdersOf, type CopySlot } from '../../contracts/copy-lab'
import { AppError } from '../../contracts/errors'
import type { OpenAiService } from '../integrations/openai/client'
import { normalWords, sameWords, type CopyWriterRequest, type TriedVariant, type WrittenVariant } from './writer'

/** The prompt's version, saved with every draft it wrote (copy-variants.source): change it with the prompt. */
export const COPY_PROMPT_VERSION = 'copy-lab-v3'

export const modelWriterSource = (model: string) => `${model} · prompt ${COPY_PROMPT_VERSION}`

/** What the model must answer: exactly three variants, each on an angle of the contract. */
export const copyWriterAnswer = z.object({
  variants: z.array(z.object({ text: z.string(), angle: copyAngle, rationale: z.string() })).length(3),
})

const INSTRUCTIONS = `You are a direct-response copywriter for a marketing funnel that sells agency owners a white-label, done-for-you local SEO offer.
A marketer will A/B test your words against the published words of one slot: words on a page, or the subject line of a follow-up e-mail.
Write exactly 3 variants of the slot. Rules:
- Each variant uses a different persuasion angle, one of: ${COPY_ANGLES.join(', ')}.
- Each text fits the length limit, counted in characters with spaces.
- Keep every placeholder in curly braces exactly as written (the page or the e-mail fills it in); add no other placeholder.
- Match the published words' case style and tone; a button stays a few words; a subject line stays one line a reader would open, with no clickbait or spam words.
- Invent no numbers, guarantees or claims the published words and the brief do not support.
- Do not repeat the published words, anything tried before, or anything waiting for review or in a test. Build on what won; move away from what lost or was rejected.
- rationale: one sentence for the marketer on why the variant may convert better, citing earlier tests where they inform it.`

/** How many undecided proposals the model is shown (a repeat of any of them is refused). */
const WAITING_SHOWN = 20

const percent = (uplift: number) => `${uplift >= 0 ? '+' : ''}${(uplift * 100).toFixed(1)}%`

function triedLine({ text, status, uplift }: TriedVariant): string {
  const found =
    status === 'rejected' ? 'rejected by a marketer, never tested' : uplift === null ? status : `${status}, uplift ${percent(uplift)}`
  return `- ${JSON.stringify(text)}: ${found}`
}

/** The request's facts for the model, one per line (the instructions hold the rules). */
export function copyWriterInput({ slot, original, brief, tried, waiting = [] }: CopyWriterRequest): string {
  const placeholders = placeholdersOf(original)
  return [
    slot.kind === 'subject'
      ? `Slot: ${slot.label} (${slot.id}), the subject line of e-mail ${slot.step + 1} of the sequence ${slot.sequence}, as the inbox shows it; a test counts ${slot.metric} (the recipient clicked a link in that e-mail).`
      : `Slot: ${slot.label} (${slot.id}), on the page ${slot.page}; a test counts ${slot.metric}.`,
    `Published words: ${JSON.stringify(original)}`,
    `Length limit: at most ${slot.maxLength} characters.`,
    `Placeholders to keep: ${placeholders.length ? placeholders.join(', ') : 'none'}.`,
    `Marketer's brief: ${brief?.trim() || 'none'}.`,
    tried.length ? `Tried before, newest first:\n${tried.map(triedLine).join('\n')}` : 'Tried before: nothing yet.',
    waiting.length
      ? `Waiting for review or in a test, newest first:\n${waiting
          .slice(0, WAITING_SHOWN)
          .map((text) => `- ${JSON.stringify(text)}`)
          .join('\n')}`
      : 'Waiting for review or in a test: nothing.',
  ].join('\n')
}

const failed = (reason: string, cause?: unknown) =>
  Object.assign(new AppError('COPY_WRITER_FAILED', `${reason} Nothing was saved.`), { cause })

/** Why a transport or parsing error left no answer, in the marketer's words. */
function reasonOf(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'The writer did not answer in time.'
  if (error instanceof OpenAI.APIConnectionError) return 'The writer could not be reached.'
  if (error instanceof OpenAI.APIError) return `The writer answered with an error (HTTP ${error.status ?? 'unknown'}).`
  return 'The writer’s answer was not three variants of text, angle and rationale.'
}

/** Why a proposed text cannot run on the slot, said of the writer, or null when it can. */
function writerProblem(slot: CopySlot, original: string, text: string): string | null {
  const problem = copyTextProblem(slot, original, text)
  if (!problem) return null
  if (text.length > slot.maxLength) return `The writer proposed ${text.length} characters; ${slot.label} takes at most ${slot.maxLength}.`
  const lost = placeholdersOf(original).filter((placeholder) => !text.includes(placeholder))
  if (lost.length) return `The writer dropped ${lost.join(', ')}, which the ${slot.label.toLowerCase()} must keep.`
  return `The writer proposed words that cannot run: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`
}

/**
 * Three variants from the model through the Responses API, parsed against `copyWriterAnswer`.
 * All three must be able to run on the slot, or none is used: any failure (transport, refusal,
 * shape, length, a lost placeholder, repeats) throws COPY_WRITER_FAILED with the reason.
 */
export async function writeModelVariants(service: OpenAiService, request: CopyWriterRequest): Promise<WrittenVariant[]> {
  const { slot, original } = request
  let response
  try {
    response = await service.client.responses.parse({
      model: service.models.copy,
      instructions: INSTRUCTIONS,
      input: copyWriterInput(request),
      text: { format: zodTextFormat(copyWriterAnswer, 'copy_variants') },
      max_output_tokens: 1200,
      store: false,
    })
  } catch (error) {
    throw failed(reasonOf(error), error)
  }
  const refusal = response.output.flatMap((item) => (item.type === 'message' ? item.content : [])).find((part) => part.type === 'refusal')
  if (refusal) throw failed(`The writer declined: ${refusal.refusal.slice(0, 200)}`)
  if (!response.output_parsed) throw failed('The writer gave no answer.')

  const variants = response.output_parsed.variants.map(({ text, angle, rationale }) => ({
    text: text.trim(),
    angle,
    rationale: rationale.trim(),
  }))
  // What cannot run at all is said first; then what would only repeat earlier words.
  for (const { text } of variants) {
    const problem = writerProblem(slot, original, text)
    if (problem) throw failed(problem)
  }
  for (const { text } of variants) {
    if (sameWords(text, original)) throw failed('The writer proposed the published words again.')
    if (request.waiting?.some((words) => sameWords(text, words))) throw failed('The writer proposed words already waiting for review.')
  }
  if (new Set(variants.map(({ text }) => normalWords(text))).size < variants.length)
    throw failed('The writer proposed the same words twice.')
  return variants
}
