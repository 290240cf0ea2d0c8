import type { Payload } from 'payload'
import { DEFAULT_HOLDOUT_PERCENT, type Holdout } from '../../experiments/holdout'
import { readOriginalWords } from '../copy-lab/original-words'

/**
 * The global holdout as analysts set it (the global experiment-settings; its default until
 * one saves it) and the promoted slots' original words, read as the system like the controls.
 */
export async function readHoldout(payload: Payload): Promise<Holdout> {
  const [settings, originalValues] = await Promise.all([
    payload.findGlobal({ slug: 'experiment-settings', depth: 0, overrideAccess: true }),
    readOriginalWords(payload),
  ])
  const percent = (settings as { holdout_percent?: number | null }).holdout_percent
  return { percent: typeof percent === 'number' ? percent : DEFAULT_HOLDOUT_PERCENT, originalValues }
}
