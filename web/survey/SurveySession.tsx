import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ERRORS } from '../../contracts/errors'
import type { UserLocation } from '../../contracts/survey'
import { callFunction } from '../lib/call-function'
import { funnelSessionId } from '../lib/session-id'
import { useFunnelTracker } from '../lib/tracking'
import { Spinner } from '../ui/Spinner'
import { colors } from '../ui/theme'
import { ConnectingScreen } from './ConnectingScreen'
import { userLocation } from './location'
import { SurveyChat } from './SurveyChat'
import { sleep, type SurveyContent } from './survey-content'
import { useSessionCountdown } from './useSessionCountdown'
import { useSurveyChat, type CompletedSurvey } from './useSurveyChat'
import { VoiceControls } from './VoiceControls'

type Phase = 'connecting' | 'survey-chat' | 'analyzing' | 'expired'

/**
 * The survey after its intro (spec section 4): connecting, chat, analyzing, then pricing.
 * Its own chunk: the intro is all a visitor loads before pressing start.
 */
export default function SurveySession({ content, startedAt }: { content: SurveyContent; startedAt: number }) {
  const navigate = useNavigate()
  const tracker = useFunnelTracker()
  const [phase, setPhase] = useState<Phase>('connecting')
  const [location, setLocation] = useState<UserLocation | null>(null)
  const [deadline, setDeadline] = useState<number | null>(null)
  const [draft, setDraft] = useState('')
  const [sessionId, setSessionId] = useState('')
  useEffect(() => setSessionId(funnelSessionId()), [])
  useEffect(() => void userLocation().then(setLocation), [])

  const onComplete = useCallback(
    async ({ leadId, leadToken, email, firstName }: CompletedSurvey) => {
      tracker.setLeadId(leadId)
      tracker.track('survey_complete', { leadId })
      setPhase('analyzing')
      await sleep(content.timings.analyzing_ms)
      // viewed_pricing (spec section 7): the visitor is on their way to the pricing page.
      await callFunction('update-lead', { leadId, leadToken, session_id: funnelSessionId(), viewed_pricing: true }).catch(() => undefined)
      const query = new URLSearchParams({ email, firstName, ref: 'survey' })
      navigate(`/pricing?${query}`)
    },
    [content.timings.analyzing_ms, navigate, tracker],
  )
  const onNotFit = useCallback(() => {
    tracker.track('survey_not_fit', {})
    setTimeout(() => navigate('/'), content.timings.not_fit_redirect_ms)
  }, [content.timings.not_fit_redirect_ms, navigate, tracker])

  const chat = useSurveyChat({ content, sessionId, startedAt, onComplete, onNotFit })
  const running = phase === 'connecting' || phase === 'survey-chat'
  const secondsLeft = useSessionCountdown(
    deadline,
    running,
    useCallback(() => setPhase('expired'), []),
  )

  const onFound = useCallback(() => setDeadline((current) => current ?? Date.now() + content.timings.session_seconds * 1000), [content])
  const enter = () => {
    tracker.track('survey_enter_chat', {})
    setPhase('survey-chat')
    void chat.start()
  }

  return (
    <>
      {phase === 'connecting' && (
        <ConnectingScreen content={content} location={location} secondsLeft={secondsLeft} onFound={onFound} onEnter={enter} />
      )}
      {(phase === 'survey-chat' || phase === 'analyzing') && (
        <div css={{ position: 'relative' }}>
          <SurveyChat
            content={content}
            persona={chat.persona}
            lines={chat.lines}
            typing={chat.typing}
            busy={chat.busy}
            secondsLeft={phase === 'analyzing' ? null : secondsLeft}
            onSend={chat.send}
            draft={draft}
            onDraft={setDraft}
            tools={
              <VoiceControls
                content={content}
                available={chat.voiceAvailable}
                sessionId={sessionId}
                disabled={chat.busy}
                onText={setDraft}
              />
            }
          />
          {phase === 'analyzing' && (
            <section
              role="status"
              css={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeContent: 'center',
                gap: 12,
                textAlign: 'center',
                borderRadius: 16,
                background: 'rgba(11, 11, 20, 0.88)',
              }}
            >
              <Spinner label={content.chat.analyzing_text} inline />
              <h2 css={{ margin: 0, fontSize: 28 }}>{content.chat.analyzing_heading}</h2>
              <p css={{ margin: 0, color: colors.muted }}>{content.chat.analyzing_text}</p>
            </section>
          )}
        </div>
      )}
      {phase === 'expired' && (
        <p role="alert" css={{ textAlign: 'center', fontSize: 20, fontWeight: 600 }}>
          {ERRORS.SESSION_EXPIRED.message}
        </p>
      )}
    </>
  )
}
