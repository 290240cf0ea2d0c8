import type { Payload } from 'payload'
import { zodTextFormat } from 'openai/helpers/zod'
import { historyHasSpam } from '../../contracts/survey-spam'
import { surveyModelReply, type SurveyChatMessage, type SurveyModelReply } from '../../contracts/survey'
import { fillTemplate } from '../../contracts/fill-template'
import type { OpenAiService } from '../integrations/openai/client'

/** What the interviewer needs from the survey's CMS content. */
export type SurveyScript = {
  persona: { name: string; role: string }
  systemPrompt: string
  opening: string
  questions: string[]
  acknowledgements: string[]
}

/**
 * The published survey content, read as the system: the system prompt is hidden from
 * visitors (field access), and the interviewer needs it.
 */
export async function loadSurveyScript(payload: Payload): Promise<SurveyScript> {
  const survey = await payload.findGlobal({ slug: 'survey', depth: 0, overrideAccess: true })
  const persona = survey.specialists.at(-1) ?? { name: 'Your specialist', role: '' }
  return {
    persona: { name: persona.name, role: persona.role },
    systemPrompt: survey.interviewer.system_prompt,
    opening: survey.interviewer.opening,
    questions: survey.interviewer.questions.map((q) => q.question),
    acknowledgements: survey.interviewer.acknowledgements.map((a) => a.text),
  }
}

const userAnswers = (messages: SurveyChatMessage[]) => messages.filter((m) => m.role === 'user').map((m) => m.content)

/** The first message of every chat: the persona's opening and the first question, straight from the CMS. */
export function openingReply(script: SurveyScript): SurveyModelReply {
  return {
    chunks: [fillTemplate(script.opening, script.persona), script.questions[0]].filter((chunk): chunk is string => !!chunk),
    typoCorrection: null,
    spamDetected: false,
  }
}

/**
 * The interviewer without a model: acknowledges the answer and asks the next CMS question,
 * in the model's shape, so the survey runs offline. `questionCount` questions were asked.
 */
export function scriptedReply(script: SurveyScript, messages: SurveyChatMessage[], questionCount: number): SurveyModelReply {
  const answers = userAnswers(messages)
  if (answers.length === 0) return openingReply(script)
  const acknowledgement = script.acknowledgements[(answers.length - 1) % script.acknowledgements.length] ?? 'Thanks.'
  const next = script.questions[Math.min(questionCount, script.questions.length)]
  return { chunks: next ? [acknowledgement, next] : [acknowledgement], typoCorrection: null, spamDetected: historyHasSpam(answers) }
}

/** The model's instructions: the CMS system prompt with the persona and the numbered questions filled in. */
export function interviewerInstructions(script: SurveyScript): string {
  return fillTemplate(script.systemPrompt, {
    ...script.persona,
    questions: script.questions.map((question, i) => `${i + 1}. ${question}`).join('\n'),
  })
}

/**
 * The interviewer through the Responses API, with the answer parsed against the reply
 * schema (a model answer that does not fit it throws). The server's own spam rules still
 * apply: the model may miss what the page would have caught.
 */
export async function modelReply(service: OpenAiService, script: SurveyScript, messages: SurveyChatMessage[], questionCount: number) {
  const answers = userAnswers(messages)
  if (answers.length === 0) return openingReply(script)
  const response = await service.client.responses.parse({
    model: service.models.survey,
    instructions: `${interviewerInstructions(script)}\n\nQuestions asked so far: ${questionCount} of ${script.questions.length}.`,
    input: messages.map((message) => ({ role: message.role, content: message.content })),
    text: { format: zodTextFormat(surveyModelReply, 'survey_reply') },
    max_output_tokens: 800,
    store: false,
  })
  const parsed = response.output_parsed
  if (!parsed) throw new Error('the model gave no structured answer')
  return { ...parsed, spamDetected: parsed.spamDetected || historyHasSpam(answers) }
}
