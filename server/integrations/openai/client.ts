import OpenAI from 'openai'
import { parseSettings } from '../../../runtime/settings'

export type OpenAiService = {
  client: OpenAI
  models: { survey: string; transcription: string; realtime: string; copy: string }
}

let service: OpenAiService | null | undefined

/**
 * The openai SDK when OPENAI_API_KEY is set (OPENAI_BASE_URL sends it to a compatible server
 * or the tests' fake), else null: the survey then runs its scripted interviewer and voice is
 * off (docs/decisions/023). Read once per process, like the rest of the configuration.
 */
export function openAiService(): OpenAiService | null {
  if (service !== undefined) return service
  const env = parseSettings()
  service = env.OPENAI_API_KEY
    ? {
        // One retry: a visitor is waiting on the answer.
        client: new OpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, maxRetries: 1, timeout: 30_000 }),
        models: {
          survey: env.OPENAI_SURVEY_MODEL,
          transcription: env.OPENAI_TRANSCRIPTION_MODEL,
          realtime: env.OPENAI_REALTIME_MODEL,
          copy: env.OPENAI_COPY_MODEL,
        },
      }
    : null
  return service
}
