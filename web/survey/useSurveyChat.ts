import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import type { SurveyChatMessage } from '../../contracts/survey'
import { callFunction, FunctionCallError } from '../lib/call-function'
import { createLead } from '../lib/create-lead'
import { fillTemplate } from '../../contracts/fill-template'
import { advanceCapture, firstNameOf, retryPhone, settleCapture, startCapture, type Capture } from './capture'
import { between, personaOf, sleep, type SurveyContent } from './survey-content'

export type ChatLine = { id: number; role: 'user' | 'assistant'; content: string }
export type CompletedSurvey = { leadId: string; leadToken: string; email: string; firstName: string }

const FAILED_TO_SEND = 'Failed to send message. Please try again.'
const LEAD_SAVE_FAILED = 'Something went wrong saving your info.'

/**
 * The survey chat: the interviewer's replies in chunks with typing delays, the data-capture
 * machine (capture.ts), the spam guard, and the lead saved through create-lead.
 */
export function useSurveyChat({
  content,
  sessionId,
  startedAt,
  onComplete,
  onNotFit,
}: {
  content: SurveyContent
  sessionId: string
  startedAt: number
  onComplete: (survey: CompletedSurvey) => void
  onNotFit: () => void
}) {
  const [lines, setLines] = useState<ChatLine[]>([])
  const [typing, setTyping] = useState(false)
  const [busy, setBusy] = useState(true)
  const [voiceAvailable, setVoiceAvailable] = useState(false)
  const state = useRef({
    capture: startCapture() as Capture,
    /** The discovery conversation the interviewer sees (never the contact details). */
    history: [] as SurveyChatMessage[],
    questionCount: 0,
    pairs: [] as { question: string; answer: string }[],
    nextId: 1,
    alive: true,
    started: false,
  })
  const { timings: t, chat } = content
  const persona = personaOf(content)

  useEffect(() => {
    const s = state.current
    s.alive = true
    return () => {
      s.alive = false
    }
  }, [])

  const push = useCallback((role: ChatLine['role'], text: string) => {
    const id = state.current.nextId++
    setLines((current) => [...current, { id, role, content: text }])
    return id
  }, [])

  /** Shows a reply chunk by chunk: typing first (unless the wait already happened), gaps between. */
  const say = useCallback(
    async (chunks: string[], { waited = false } = {}) => {
      for (const [i, chunk] of chunks.entries()) {
        setTyping(true)
        if (i > 0) await sleep(between(t.chunk_gap_min_ms, t.chunk_gap_max_ms))
        else if (!waited) await sleep(between(t.typing_min_ms, t.typing_max_ms))
        if (!state.current.alive) return
        push('assistant', chunk)
      }
      setTyping(false)
    },
    [push, t],
  )

  const notFit = useCallback(async () => {
    await say([chat.not_right_fit])
    onNotFit()
  }, [chat.not_right_fit, onNotFit, say])

  /** 'Enter Chat Room': typing, then the interviewer's opening. */
  const start = useCallback(async () => {
    const s = state.current
    if (s.started) return
    s.started = true
    setTyping(true)
    let chunks: string[]
    try {
      const [reply] = await Promise.all([
        callFunction('ai-survey-chat', { messages: [], questionCount: 0, sessionId }),
        sleep(t.enter_typing_ms),
      ])
      chunks = reply.chunks
      setVoiceAvailable(reply.voiceAvailable)
    } catch {
      // The opening is CMS copy: the chat can begin without the server.
      chunks = [fillTemplate(content.interviewer.opening, { name: persona.name }), content.interviewer.questions[0]?.question ?? '']
      chunks = chunks.filter(Boolean)
    }
    await say(chunks, { waited: true })
    s.history.push(...chunks.map((text) => ({ role: 'assistant' as const, content: text })))
    s.questionCount = 1
    setBusy(false)
  }, [content.interviewer, persona.name, say, sessionId, t.enter_typing_ms])

  const lastQuestion = () => state.current.history.filter((m) => m.role === 'assistant').at(-1)?.content ?? ''

  const askInterviewer = useCallback(
    async (text: string, lineId: number, next: Capture) => {
      const s = state.current
      const question = lastQuestion()
      const messages: SurveyChatMessage[] = [...s.history, { role: 'user', content: text }]
      setTyping(true)
      let reply
      try {
        ;[reply] = await Promise.all([
          callFunction('ai-survey-chat', { messages, questionCount: s.questionCount, sessionId }),
          sleep(between(t.typing_min_ms, t.typing_max_ms)),
        ])
      } catch (error) {
        // The answer is taken back so the visitor can send it again.
        setTyping(false)
        setLines((current) => current.filter((line) => line.id !== lineId))
        toast.error(error instanceof FunctionCallError ? error.message : FAILED_TO_SEND)
        return false
      }
      if (reply.spamDetected) {
        await notFit()
        return true
      }
      const answer = reply.typoCorrection ?? text
      if (reply.typoCorrection) setLines((current) => current.map((line) => (line.id === lineId ? { ...line, content: answer } : line)))
      s.capture = next
      s.pairs.push({ question, answer })
      s.history = [...s.history, { role: 'user', content: answer }]
      await say(reply.chunks, { waited: true })
      s.history.push(...reply.chunks.map((chunk) => ({ role: 'assistant' as const, content: chunk })))
      s.questionCount += 1
      setBusy(false)
      return true
    },
    [notFit, say, sessionId, t.typing_max_ms, t.typing_min_ms],
  )

  const saveLead = useCallback(
    async (capture: Capture) => {
      const s = state.current
      setTyping(true)
      const outcome = await createLead('survey', {
        email: capture.email,
        full_name: capture.fullName,
        phone: capture.phone,
        survey_responses: s.pairs,
        time_spent_on_survey: Math.max(0, Math.round((Date.now() - startedAt) / 1000)),
        assigned_to: persona.name,
      })
      if (!outcome.ok) {
        s.capture = retryPhone(capture)
        await say([LEAD_SAVE_FAILED], { waited: true })
        setBusy(false)
        return
      }
      const firstName = firstNameOf(capture.fullName)
      await say([fillTemplate(chat.transition_message, { firstName })])
      onComplete({ leadId: outcome.leadId, leadToken: outcome.leadToken, email: capture.email, firstName })
    },
    [chat.transition_message, onComplete, persona.name, say, startedAt],
  )

  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const text = raw.trim()
      const s = state.current
      if (!text || busy) return false
      setBusy(true)
      const lineId = push('user', text)
      const { capture, action } = advanceCapture(s.capture, text)
      const firstName = firstNameOf(capture.fullName)
      switch (action) {
        case 'not_right_fit':
          await notFit()
          return true
        case 'ask_interviewer':
          return askInterviewer(text, lineId, capture)
        case 'ask_email':
          s.pairs.push({ question: lastQuestion(), answer: text })
          s.capture = capture
          await say([chat.email_request])
          break
        case 'invalid_email':
          await say([chat.invalid_email])
          break
        case 'invalid_name':
          await say([chat.invalid_name])
          break
        case 'invalid_phone':
          await say([chat.invalid_phone])
          break
        case 'ask_name':
          s.capture = capture
          await say([chat.name_request])
          s.capture = settleCapture(capture)
          break
        case 'ask_phone':
          s.capture = capture
          await say([fillTemplate(chat.phone_request, { firstName })])
          s.capture = settleCapture(capture)
          break
        case 'save_lead':
          s.capture = capture
          await saveLead(capture)
          return true
      }
      setBusy(false)
      return true
    },
    [askInterviewer, busy, chat, notFit, push, saveLead, say],
  )

  return { lines, typing, busy, voiceAvailable, start, send, persona }
}
