import { toFile } from 'openai'
import { AppError } from '../../contracts/errors'
import { openAiService } from '../integrations/openai/client'
import { chargeSurveyCall } from '../integrations/openai/usage-limits'
import { defineFunction } from './types'

/**
 * voice-to-text: a short survey recording (base64 webm) transcribed by the model. Without
 * OPENAI_API_KEY voice is off: the page falls back to typing.
 */
export const voiceToText = defineFunction('voice-to-text', {
  auth: 'public',
  async handler({ audio, sessionId }, { req, logger }) {
    const service = openAiService()
    if (!service) throw new AppError('VOICE_UNAVAILABLE')
    await chargeSurveyCall(req, sessionId)
    let text: string
    try {
      const file = await toFile(Buffer.from(audio, 'base64'), 'recording.webm', { type: 'audio/webm' })
      const transcription = await service.client.audio.transcriptions.create({ file, model: service.models.transcription })
      text = transcription.text.trim()
    } catch (error) {
      logger.warn({ err: error }, 'transcription failed')
      throw new AppError('TRANSCRIPTION_FAILED')
    }
    if (!text) throw new AppError('NO_SPEECH')
    return { text }
  },
})
