import type { Survey } from '../../cms/payload-types'

export type SurveyContent = Survey
export type Specialist = Survey['specialists'][number]
export type SurveyTimings = Survey['timings']

/** The chat persona: the roster's last entry (spec section 3). */
export const personaOf = (content: SurveyContent): Specialist => content.specialists.at(-1) ?? { name: 'Your specialist', role: '' }

/** The label the chat wears when it says it is an AI (docs/decisions/083), or null when a marketer turned that off. */
export const aiLabelOf = (content: SurveyContent): string | null =>
  content.chat.ai_disclosure === false ? null : content.chat.ai_label?.trim() || 'AI assistant'

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)))
/** A delay between `min` and `max` ms (the spec's 2–4 s typing, 3–5 s between chunks). */
export const between = (min: number, max: number) => min + Math.random() * Math.max(0, max - min)

/** 299 → "4:59". */
export const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.max(0, seconds) % 60).padStart(2, '0')}`
