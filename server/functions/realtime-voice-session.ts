import { AppError } from '../../contracts/errors'
import { openAiService } from '../integrations/openai/client'
import { chargeSurveyCall } from '../integrations/openai/usage-limits'
import { interviewerInstructions, loadSurveyScript } from '../survey/interviewer'
import { defineFunction } from './types'

/**
 * realtime-voice-session: an ephemeral client secret for the browser's own realtime voice
 * connection to the model, set up with the interviewer's instructions. The key itself never
 * leaves the server; the secret expires in ten minutes.
 */
export const realtimeVoiceSession = defineFunction('realtime-voice-session', {
  auth: 'public',
  async handler({ sessionId }, { payload, req, logger }) {
    const service = openAiService()
    if (!service) throw new AppError('VOICE_UNAVAILABLE')
    await chargeSurveyCall(req, sessionId)
    const script = await loadSurveyScript(payload)
    try {
      const secret = await service.client.realtime.clientSecrets.create({
        expires_after: { anchor: 'created_at', seconds: 600 },
        session: { type: 'realtime', model: service.models.realtime, instructions: interviewerInstructions(script) },
      })
      return {
        client_secret: { value: secret.value, expires_at: secret.expires_at },
        model: service.models.realtime,
        url: `${service.client.baseURL.replace(/\/$/, '')}/realtime/calls`,
      }
    } catch (error) {
      logger.warn({ err: error }, 'realtime voice session failed')
      throw new AppError('VOICE_FAILED')
    }
  },
})
