import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { ERRORS } from '../../contracts/errors'
import { callFunction, FunctionCallError } from '../lib/call-function'
import { fillTemplate } from '../../contracts/fill-template'
import { colors } from '../ui/theme'
import type { LiveVoice } from './live-voice'
import { startRecording, toBase64, type Recording } from './recorder'
import { personaOf, type SurveyContent } from './survey-content'

/** A microphone, or a stop square while recording (emoji fonts are not everywhere). */
function MicIcon({ recording = false }: { recording?: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {recording ? (
        <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
      ) : (
        <>
          <rect x="9" y="3" width="6" height="11" rx="3" />
          <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
        </>
      )}
    </svg>
  )
}

const MICROPHONE_REFUSED = 'Could not access microphone. Please check permissions.'

const toolButton = {
  padding: '0 12px',
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: 10,
  border: `1px solid ${colors.border}`,
  background: 'transparent',
  color: colors.text,
  cursor: 'pointer',
  fontWeight: 600,
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
} as const

type Mode =
  { kind: 'idle' } | { kind: 'recording' } | { kind: 'transcribing' } | { kind: 'offer-live' } | { kind: 'live'; speaking: boolean }

/**
 * Voice in the survey chat (spec section 4): tap to record, tap to stop. A short recording is
 * transcribed into the answer box for editing; a long one offers a live voice chat. Without
 * voice on the server the button says so and the text chat goes on.
 */
export function VoiceControls({
  content,
  available,
  sessionId,
  disabled,
  onText,
}: {
  content: SurveyContent
  available: boolean
  sessionId: string
  disabled: boolean
  onText: (text: string) => void
}) {
  const { voice } = content
  const [mode, setMode] = useState<Mode>({ kind: 'idle' })
  const recording = useRef<{ stop: () => Promise<Recording> } | null>(null)
  const live = useRef<LiveVoice | null>(null)

  if (!available)
    return (
      <button
        type="button"
        css={toolButton}
        aria-label={voice.unavailable_label}
        title={voice.unavailable_label}
        onClick={() => toast.error(ERRORS.VOICE_UNAVAILABLE.message)}
      >
        <MicIcon />
      </button>
    )

  const transcribe = async (blob: Blob) => {
    setMode({ kind: 'transcribing' })
    try {
      const { text } = await callFunction('voice-to-text', { audio: await toBase64(blob), sessionId })
      onText(text)
      toast.success(voice.transcribed_message)
    } catch (error) {
      toast.error(error instanceof FunctionCallError && error.code === 'NO_SPEECH' ? error.message : ERRORS.TRANSCRIPTION_FAILED.message)
    }
    setMode({ kind: 'idle' })
  }

  const toggleRecording = async () => {
    if (mode.kind === 'recording') {
      const done = await recording.current?.stop()
      recording.current = null
      if (!done) return setMode({ kind: 'idle' })
      if (done.durationMs > content.timings.live_voice_threshold_ms) return setMode({ kind: 'offer-live' })
      return transcribe(done.blob)
    }
    try {
      recording.current = await startRecording()
      setMode({ kind: 'recording' })
    } catch {
      toast.error(MICROPHONE_REFUSED)
    }
  }

  const startLive = async () => {
    try {
      const { connectLiveVoice } = await import('./live-voice')
      live.current = await connectLiveVoice({
        onSpeaking: (speaking) => setMode({ kind: 'live', speaking }),
        onEnded: () => setMode({ kind: 'idle' }),
      })
      setMode({ kind: 'live', speaking: false })
      toast.success(voice.connected_message)
    } catch (error) {
      const refused = error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'NotFoundError')
      toast.error(refused ? MICROPHONE_REFUSED : ERRORS.VOICE_FAILED.message)
      setMode({ kind: 'idle' })
    }
  }

  if (mode.kind === 'offer-live')
    return (
      <div role="group" aria-label={voice.live_offer} css={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <span css={{ fontSize: 13, color: colors.muted, maxWidth: 180 }}>{voice.live_offer}</span>
        <button type="button" css={toolButton} onClick={startLive}>
          {voice.live_accept_label}
        </button>
        <button type="button" css={toolButton} onClick={() => setMode({ kind: 'idle' })}>
          {voice.live_decline_label}
        </button>
      </div>
    )

  if (mode.kind === 'live')
    return (
      <div role="status" css={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <span css={{ fontSize: 13, color: mode.speaking ? colors.success : colors.muted }}>
          {mode.speaking ? fillTemplate(voice.speaking_label, { name: personaOf(content).name }) : voice.listening_label}
        </span>
        <button type="button" css={toolButton} onClick={() => live.current?.end()}>
          {voice.end_label}
        </button>
      </div>
    )

  const recordingNow = mode.kind === 'recording'
  return (
    <button
      type="button"
      css={{ ...toolButton, borderColor: recordingNow ? colors.warning : colors.border }}
      aria-label={recordingNow ? voice.stop_label : voice.record_label}
      aria-pressed={recordingNow}
      disabled={(disabled && !recordingNow) || mode.kind === 'transcribing'}
      onClick={toggleRecording}
    >
      <MicIcon recording={recordingNow} />
    </button>
  )
}
