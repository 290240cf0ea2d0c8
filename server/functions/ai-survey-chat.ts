import { AppError } from '../../contracts/errors'
import { openAiService } from '../integrations/openai/client'
import { chargeSurveyCall } from '../integrations/openai/usage-limits'
import { loadSurveyScript, modelReply, scriptedReply } from '../survey/interviewer'
import { defineFunction } from './types'

/**
 * ai-survey-chat: the interviewer's next reply, from the model when OPENAI_API_KEY is set,
 * else from the scripted interviewer, in one shape (message and chunks, typoCorrection,
 * spamDetected). The input schema caps the history; each call counts against the session's
 * and the address's hourly limit.
 */
export const aiSurveyChat = defineFunction('ai-survey-chat', {
  auth: 'public',
  async handler({ messages, questionCount, sessionId }, { payload, req, logger }) {
    await chargeSurveyCall(req, sessionId)
    const script = await loadSurveyScript(payload)
    const service = openAiService()
    let reply
    try {
      reply = service ? await modelReply(service, script, messages, questionCount) : scriptedReply(script, messages, questionCount)
    } catch (error) {
      logger.warn({ err: error }, 'survey interviewer failed')
      throw new AppError('CHAT_FAILED')
    }
    const chunks = reply.chunks.map((chunk) => chunk.trim()).filter(Boolean)
    if (chunks.length === 0) throw new AppError('CHAT_FAILED')
    return {
      message: chunks.join('\n\n'),
      chunks,
      typoCorrection: reply.typoCorrection?.trim() || null,
      spamDetected: reply.spamDetected,
      voiceAvailable: !!service,
    }
  },
})
